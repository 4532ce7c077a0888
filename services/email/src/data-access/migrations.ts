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
  {
    /*
     * The relay walks pending rows in id order and skips a row while an earlier row of its key
     * is pending (probing message_key, id). Rows that failed too often are set aside (kept,
     * reported, no longer retried); published rows are deleted by age.
     */
    id: '002_outbox_relay',
    sql: `
      ALTER TABLE outbox ADD COLUMN set_aside_at timestamptz;
      DROP INDEX outbox_pending_idx;
      CREATE INDEX outbox_pending_idx ON outbox (id) WHERE published_at IS NULL AND set_aside_at IS NULL;
      CREATE INDEX outbox_pending_by_key_idx ON outbox (message_key, id) WHERE published_at IS NULL AND set_aside_at IS NULL;
      CREATE INDEX outbox_published_at_idx ON outbox (published_at) WHERE published_at IS NOT NULL;
      CREATE INDEX outbox_set_aside_at_idx ON outbox (set_aside_at) WHERE set_aside_at IS NOT NULL;
    `,
  },
  {
    /*
     * Erasure keeps the counter true: an erased or expired capture loses its subscriber (and
     * request id) but keeps its tool and time. Contact messages are their own table; the
     * normalised address finds them when their sender asks for erasure.
     */
    id: '003_erasure_contact_messages',
    sql: `
      ALTER TABLE captures ALTER COLUMN subscriber_id DROP NOT NULL;
      CREATE INDEX captures_subscriber_id_idx ON captures (subscriber_id) WHERE subscriber_id IS NOT NULL;
      CREATE INDEX captures_captured_at_idx ON captures (captured_at) WHERE subscriber_id IS NOT NULL;
      CREATE INDEX subscribers_last_captured_at_idx ON subscribers (last_captured_at);
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        email_normalized text NOT NULL,
        message text NOT NULL,
        received_at timestamptz NOT NULL,
        request_id text
      );
      CREATE INDEX contact_messages_email_normalized_idx ON contact_messages (email_normalized);
      CREATE INDEX contact_messages_received_at_idx ON contact_messages (received_at);
    `,
  },
  {
    /*
     * Double opt-in, signed links and mail. A subscriber counts for news only once confirmed
     * (when, and the consent text agreed to). Every link we mail is a row of link_tokens (the
     * token in the link is its id signed with the service's key); using it marks it used in the
     * transaction of its effect. Mail jobs are written in the transaction that causes them and
     * sent by the mail worker; a sent job is deleted. Both hold an address, so both go with an
     * erasure and age out (docs/reliability.md). The signing key lives here unless
     * EMAIL_LINK_SECRET is set.
     */
    id: '004_double_opt_in_links_mail',
    sql: `
      ALTER TABLE subscribers
        ADD COLUMN confirmation_sent_at timestamptz,
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN consent_id text,
        ADD COLUMN consent_text text;
      CREATE INDEX subscribers_unconfirmed_idx ON subscribers (first_captured_at) WHERE confirmed_at IS NULL;
      CREATE TABLE link_tokens (
        id uuid PRIMARY KEY,
        purpose text NOT NULL,
        email_normalized text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX link_tokens_email_idx ON link_tokens (email_normalized, purpose, created_at);
      CREATE INDEX link_tokens_expires_at_idx ON link_tokens (expires_at);
      CREATE TABLE mail_jobs (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        recipient text NOT NULL,
        recipient_normalized text NOT NULL,
        link_token_id uuid REFERENCES link_tokens (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        failed_at timestamptz
      );
      CREATE INDEX mail_jobs_due_idx ON mail_jobs (next_attempt_at) WHERE failed_at IS NULL;
      CREATE INDEX mail_jobs_recipient_idx ON mail_jobs (recipient_normalized);
      CREATE INDEX mail_jobs_link_token_idx ON mail_jobs (link_token_id);
      CREATE INDEX mail_jobs_failed_at_idx ON mail_jobs (failed_at) WHERE failed_at IS NOT NULL;
      CREATE TABLE signing_keys (
        name text PRIMARY KEY,
        secret bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
