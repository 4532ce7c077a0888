import type { StoreTextField } from '@aiapp/store-facts';
import { useId, useState } from 'react';
import { CopyButton } from '../../components/actions/CopyButton';
import { LimitCount } from '../../components/text-limit/LimitCount';

export interface StoreTextBlockProps {
  title: string;
  note: string;
  text: string;
  field: StoreTextField;
  copyLabel: string;
  rows?: number;
}

/** One generated text, editable in place, with its live count against the store's limit and a copy button. */
export function StoreTextBlock({ title, note, text, field, copyLabel, rows = 3 }: StoreTextBlockProps) {
  const [value, setValue] = useState(text);
  const ids = { input: useId(), note: useId() };
  return (
    <section className="store-block">
      <div className="store-block__head">
        <label className="store-block__title" htmlFor={ids.input}>
          {title}
        </label>
        <LimitCount text={value} field={field} />
      </div>
      <p id={ids.note} className="store-block__note">
        {note}
      </p>
      <textarea
        id={ids.input}
        className="input store-block__text"
        rows={rows}
        value={value}
        aria-describedby={ids.note}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="action-row">
        <CopyButton text={value} label={copyLabel} size="small" />
      </div>
    </section>
  );
}
