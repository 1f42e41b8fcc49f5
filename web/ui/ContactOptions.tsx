import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { siteConfig } from '../state/site/site-config.ts';

interface Props {
  /** Heading above the list. */
  heading: string;
  /** Whether to offer the e-mail address (the maintenance screen offers only chat and social media). */
  withEmail?: boolean;
}

/** The ways to reach the team from site-config.json: chat community, social media and e-mail. */
export default function ContactOptions({ heading, withEmail = true }: Props) {
  const { chatCommunity, social, email } = useSnapshot(siteConfig).config;
  const headingId = useId();
  const shownEmail = withEmail ? email : null;
  return (
    <section className="contact-options" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {!chatCommunity && social.length === 0 && !shownEmail ? (
        <p className="hint">No contact options are available right now.</p>
      ) : (
        <dl>
          {chatCommunity && (
            <div>
              <dt>Chat community</dt>
              <dd><a href={chatCommunity.url}>{chatCommunity.name}</a></dd>
            </div>
          )}
          {social.length > 0 && (
            <div>
              <dt>Social media</dt>
              {social.map((link) => (
                <dd key={link.url}><a href={link.url}>{link.name}</a></dd>
              ))}
            </div>
          )}
          {shownEmail && (
            <div>
              <dt>E-mail</dt>
              <dd><a href={`mailto:${shownEmail}`}>{shownEmail}</a></dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
