import type { Migration } from '@aiapp/kit';

export const EMAIL_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_subscribers_captures_outbox',
    sql: `
      CREATE TABLE subscribers (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        email_normalized text NOT NULL UNIQUE,
        first_captured_at timestamptz NOT NULL,
        last_captured_at timestamptz NOT NULL
      );
      CREATE TABLE captures (
        id bigserial PRIMARY KEY,
        subscriber_id uuid NOT NULL REFERENCES subscribers (id),
        tool_used text NOT NULL,
        captured_at timestamptz NOT NULL,
        request_id text
      );
      CREATE INDEX captures_tool_used_idx ON captures (tool_used);
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        topic text NOT NULL,
        message_key text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        last_error text,
        published_at timestamptz
      );
      CREATE INDEX outbox_pending_idx ON outbox (id) WHERE published_at IS NULL;
    `,
  },
];
