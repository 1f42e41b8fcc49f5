import SiteLink from '../app/SiteLink.tsx';
import { openConsentBanner } from '../state/site/consent.ts';
import UnsavedWarningToggle from './UnsavedWarningToggle.tsx';

/** The footer: contact page, cookie settings and the unsaved-work preference. */
export default function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <SiteLink to="/contact-info">Contact</SiteLink>
        <button type="button" className="link-button" onClick={openConsentBanner}>
          Cookie settings
        </button>
      </nav>
      <UnsavedWarningToggle />
    </footer>
  );
}
