import { CopyButton } from '../../components/actions/CopyButton';
import { StarIcon } from '../../components/icons';
import { LimitCount } from '../../components/text-limit/LimitCount';

export function NameRow({ name, starred, onToggle }: { name: string; starred: boolean; onToggle: () => void }) {
  return (
    <li className="name-row">
      <button
        type="button"
        className={starred ? 'name-row__star name-row__star--on' : 'name-row__star'}
        aria-pressed={starred}
        aria-label={starred ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
        onClick={onToggle}
      >
        <StarIcon fill={starred ? 'currentColor' : 'none'} />
      </button>
      <span className="name-row__name">{name}</span>
      <LimitCount text={name} field="appStoreName" />
      <CopyButton text={name} label="Copy" variant="ghost" size="small" />
    </li>
  );
}
