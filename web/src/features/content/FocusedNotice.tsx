import { useEffect, useRef, type ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../components/icons';

/**
 * A form's outcome: it takes focus when it appears, so it is read once (role="alert" as well
 * would read it twice) and a keyboard user continues from it.
 */
export function FocusedNotice({
  kind,
  className,
  children,
}: {
  kind: 'success' | 'error';
  className?: string;
  children: ReactNode;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  const Icon = kind === 'success' ? CheckIcon : AlertIcon;
  return (
    <div
      ref={notice}
      className={['notice', `notice--${kind}`, className].filter(Boolean).join(' ')}
      role={kind === 'success' ? 'status' : undefined}
      tabIndex={-1}
    >
      <Icon className="notice__icon" />
      <span>{children}</span>
    </div>
  );
}
