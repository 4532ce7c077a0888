import type { StoreKitReport } from '@aiapp/contracts';

/** The kit's validation report as the service made it: every file against its store rule, green or red. */
export function ValidationReport({ report }: { report: StoreKitReport }) {
  const failed = report.checks.filter((check) => check.status === 'fail').length;
  return (
    <div className="kit-report">
      <p
        className={
          report.passed ? 'kit-report__summary kit-report__summary--pass' : 'kit-report__summary kit-report__summary--fail'
        }
      >
        {report.passed
          ? `All ${report.checks.length} checks pass.`
          : `${failed} of ${report.checks.length} checks fail: fix them before uploading.`}
      </p>
      <table className="kit-report__table">
        <caption className="visually-hidden">Validation report</caption>
        <thead>
          <tr>
            <th scope="col">File or field</th>
            <th scope="col">Store rule</th>
            <th scope="col">Found</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {report.checks.map((check, index) => (
            <tr key={`${check.path}-${index}`} className={`kit-report__row kit-report__row--${check.status}`}>
              <td className="kit-report__path">{check.path}</td>
              <td>{check.rule}</td>
              <td>{check.found}</td>
              <td className="kit-report__status">{check.status === 'pass' ? 'Pass' : 'Fail'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
