export * from './browser';
export * from './database';
export * from './embedded-postgres';
export * from './listen';
export * from './stack';
export * from './tcp-proxy';
export * from './wait-for';
export * from './kafka-broker';
