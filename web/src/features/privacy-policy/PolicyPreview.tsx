import { SandboxedPage } from '../../components/sandboxed-page/SandboxedPage';

/** The hosted-page version of the policy, shown as it will look once published, in a frame that runs no script. */
export function PolicyPreview({ html, title }: { html: string; title: string }) {
  return (
    <div className="policy-preview">
      <SandboxedPage html={html} title={title} className="policy-preview__frame" />
    </div>
  );
}
