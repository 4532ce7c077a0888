import { measureText, STORE_TEXT_LIMITS, type StoreTextField } from '@aiapp/store-facts';
import './limit-count.css';

/** "24/30" next to a store text, counted the way the store limit is (characters or UTF-8 bytes). */
export function LimitCount({ text, field }: { text: string; field: StoreTextField }) {
  const { max, unit } = STORE_TEXT_LIMITS[field];
  const used = measureText(text, field);
  const over = used > max;
  return (
    <span className={over ? 'limit-count limit-count--over' : 'limit-count'} title={`${used} of ${max} ${unit}`}>
      {used}/{max}
      {unit === 'bytes' ? ' bytes' : ''}
      <span className="visually-hidden">{` ${unit} used${over ? ', over the limit' : ''}`}</span>
    </span>
  );
}
