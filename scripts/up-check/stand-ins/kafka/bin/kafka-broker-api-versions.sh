#!/bin/sh
# kafka-broker-api-versions, as in the Kafka distribution.
KAFKA_HEAP_OPTS=-Xmx128m exec "$(dirname "$0")/kafka-run-class.sh" org.apache.kafka.tools.BrokerApiVersionsCommand "$@"
