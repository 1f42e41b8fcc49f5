import { useEffect } from 'react';
import { WEBSITE_ERROR_TEXT, WEBSITE_ERROR_TITLE } from '../messages.ts';
import ContactOptions from '../ui/ContactOptions.tsx';

/**
 * The 'Website Error' screen of SPEC section 2. Its links are plain anchors that load the page
 * afresh: after a render error the app's own state is not to be trusted.
 */
export default function WebsiteError() {
  useEffect(() => {
    document.title = `${WEBSITE_ERROR_TITLE} - Emote Maker`;
  }, []);
  return (
    <section className="site-message" aria-labelledby="website-error-title">
      <h1 id="website-error-title">{WEBSITE_ERROR_TITLE}</h1>
      <p>{WEBSITE_ERROR_TEXT}</p>
      <p className="site-message-actions">
        <button type="button" className="button primary" onClick={() => location.reload()}>
          Reload the page
        </button>
        <a className="button" href="/">Go to the home page</a>
        <a className="button" href="/contact-info">Contact us</a>
      </p>
      <ContactOptions heading="Or reach us here" />
    </section>
  );
}
