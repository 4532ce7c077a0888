#!/bin/sh
# Prints server.properties from the KAFKA_* variables, named as the official image reads them:
# KAFKA_NODE_ID=1 gives node.id=1; in a name "___" stands for "-", "__" for "_" and "_" for ".".
# The JVM's own variables (KAFKA_HEAP_OPTS, KAFKA_OPTS...) are not broker properties.
env | grep '^KAFKA_' | grep -vE '^KAFKA_(HEAP_OPTS|OPTS|JVM_PERFORMANCE_OPTS|LOG4J_OPTS|GC_LOG_OPTS)=' | sort |
  while IFS='=' read -r name value; do
    key="$(printf '%s' "${name#KAFKA_}" | tr 'A-Z' 'a-z' | sed -e 's/___/-/g' -e 's/__/@/g' -e 's/_/./g' -e 's/@/_/g')"
    printf '%s=%s\n' "$key" "$value"
  done
