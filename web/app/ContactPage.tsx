import { useEffect } from 'react';
import ContactOptions from '../ui/ContactOptions.tsx';
import SiteLink from './SiteLink.tsx';

/** /contact-info: how to reach the team. */
export default function ContactPage() {
  useEffect(() => {
    document.title = 'Contact - Emote Maker';
  }, []);
  return (
    <section className="contact-page">
      <h1>Contact</h1>
      <p>Questions, ideas for new emotes or found a bug? Talk to us and other emote makers.</p>
      <ContactOptions heading="Ways to reach us" />
      <p>
        Or go back to <SiteLink to="/">all the emote makers</SiteLink>.
      </p>
    </section>
  );
}
