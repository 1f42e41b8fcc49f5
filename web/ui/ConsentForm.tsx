import { useEffect, useRef, useState } from 'react';
import { saveConsent } from '../state/site/consent.ts';

interface Props {
  /** Current consent, the starting state of the checkboxes. */
  statistics: boolean;
  marketing: boolean;
  /** Opened again from 'Cookie settings': start with the choices shown and move focus here. */
  reopened: boolean;
}

/** The banner's content: accept all, reject all, or choose statistics and marketing cookies one by one. */
export default function ConsentForm(props: Props) {
  const [choosing, setChoosing] = useState(props.reopened);
  const [statistics, setStatistics] = useState(props.statistics);
  const [marketing, setMarketing] = useState(props.marketing);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!props.reopened) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [props.reopened]);
  return (
    <section className={choosing ? 'cookie-banner choosing' : 'cookie-banner'} aria-labelledby="cookie-banner-title">
      <div className="cookie-bar">
        <h2 id="cookie-banner-title" ref={heading} tabIndex={-1}>Cookies</h2>
        <p>
          May we count which makers are used, with statistics cookies? Your images never leave your browser.{' '}
          <span className="cookie-later">Change it any time under Cookie settings at the bottom of the page.</span>
        </p>
        {choosing && (
          <fieldset className="cookie-choices">
            <legend>Choose which cookies to allow</legend>
            <label className="toggle">
              <input type="checkbox" checked={statistics} onChange={(event) => setStatistics(event.target.checked)} />
              Statistics cookies (anonymous usage statistics)
            </label>
            <label className="toggle">
              <input type="checkbox" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
              Marketing cookies (none are set today)
            </label>
          </fieldset>
        )}
        <div className="cookie-actions">
          <button type="button" className="button primary" onClick={() => saveConsent({ statistics: true, marketing: true })}>
            Accept all
          </button>
          <button type="button" className="button" onClick={() => saveConsent({ statistics: false, marketing: false })}>
            Reject all
          </button>
          {choosing ? (
            <button type="button" className="button" onClick={() => saveConsent({ statistics, marketing })}>
              Save choices
            </button>
          ) : (
            <button type="button" className="button" aria-expanded={false} onClick={() => setChoosing(true)}>
              Choose
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
