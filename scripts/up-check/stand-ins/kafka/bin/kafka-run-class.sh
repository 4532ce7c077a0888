#!/bin/sh
# Runs one Kafka class on the image's jars, as the distribution's script of the same name does.
# shellcheck disable=SC2086 # KAFKA_HEAP_OPTS holds several flags
exec java ${KAFKA_HEAP_OPTS:--Xmx256m} -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
  -Dlog4j2.configurationFile=/opt/kafka/config/log4j2.properties -cp '/opt/kafka/libs/*' "$@"
