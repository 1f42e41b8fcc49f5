import { groupChecks, type PlatformVerdict } from '../platforms/check-groups.ts';
import type { PlatformId, ProducedFile } from '../platforms/platform-rules.ts';

/** One platform judged: ✓ or ✗, its docs link, the reasons when it fails and the 'size is optimal' hint. */
function VerdictRow({ verdict, chosen }: { verdict: PlatformVerdict; chosen: boolean }) {
  const { spec, problems, optimal } = verdict;
  const fails = problems.length > 0;
  return (
    <li className={fails ? 'fails' : 'passes'} data-platform={spec.platform}>
      <span className="verdict" aria-hidden="true">{fails ? '✗' : '✓'}</span>
      <a href={spec.docsUrl} target="_blank" rel="noreferrer">{spec.platform}</a>{' '}
      <span className="visually-hidden">{fails ? 'fails' : 'passes'}</span>
      {chosen && <span className="chosen-note"> (your choice)</span>}
      {fails && <span className="reasons">{problems.join('; ')}</span>}
      {!fails && optimal && <span className="hint"> size is optimal</span>}
    </li>
  );
}

/**
 * The file against the platforms: the one the visitor chose (red only there when the file breaks
 * its rules), the others that also take it, and the platforms meant for other files with the reason.
 */
export default function PlatformChecks({ file, chosen, pending = false }: { file: ProducedFile; chosen: PlatformId | null; pending?: boolean }) {
  const groups = groupChecks(file, chosen);
  return (
    <section className={pending ? 'platform-checks pending' : 'platform-checks'} aria-labelledby="platform-checks-title" aria-busy={pending}>
      <h3 id="platform-checks-title">Platform checks{pending ? ' (of the previous file, while the new one encodes)' : ''}</h3>
      <ul aria-label="Platforms that take this file">
        {groups.chosen && <VerdictRow verdict={groups.chosen} chosen />}
        {groups.alsoFits.map((verdict) => <VerdictRow key={verdict.spec.id} verdict={verdict} chosen={false} />)}
      </ul>
      {groups.others.length > 0 && (
        <>
          <h4 id="other-platforms-title">Other platforms</h4>
          <ul className="other-platforms" aria-labelledby="other-platforms-title">
            {groups.others.map(({ spec, reasons }) => (
              <li key={spec.id} className="other" data-platform={spec.platform}>
                <span className="verdict" aria-hidden="true">–</span>
                <a href={spec.docsUrl} target="_blank" rel="noreferrer">{spec.platform}</a>
                <span className="reasons">: {reasons.join('; ')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
