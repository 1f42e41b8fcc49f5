import { checkPlatforms, type ProducedFile } from '../platforms/platform-rules.ts';

/** Every platform's verdict on the produced file, with the reasons and the 'size is optimal' hint. */
export default function PlatformChecks({ file, pending = false }: { file: ProducedFile; pending?: boolean }) {
  return (
    <section className={pending ? 'platform-checks pending' : 'platform-checks'} aria-labelledby="platform-checks-title" aria-busy={pending}>
      <h3 id="platform-checks-title">Platform checks{pending ? ' (of the previous file, while the new one encodes)' : ''}</h3>
      <ul>
        {checkPlatforms(file).map(({ spec, problems, optimal }) => (
          <li key={spec.platform} className={problems.length ? 'fails' : 'passes'} data-platform={spec.platform}>
            <span className="verdict" aria-hidden="true">{problems.length ? '✗' : '✓'}</span>
            <a href={spec.docsUrl} target="_blank" rel="noreferrer">{spec.platform}</a>{' '}
            <span className="visually-hidden">{problems.length ? 'fails' : 'passes'}</span>
            {problems.length > 0 && <span className="reasons">{problems.join('; ')}</span>}
            {problems.length === 0 && optimal && <span className="hint"> size is optimal</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
