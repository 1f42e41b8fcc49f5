import { useEffect } from 'react';
import { maintenanceMessage } from '../messages.ts';
import ContactOptions from '../ui/ContactOptions.tsx';

/** The only thing the site shows while site-config.json says maintenance is on (SPEC section 2). */
export default function MaintenancePage() {
  useEffect(() => {
    document.title = 'Maintenance - Emote Maker';
  }, []);
  return (
    <main className="site-main site-message">
      <h1>{maintenanceMessage(location.host)}</h1>
      <ContactOptions heading="Follow us for news" withEmail={false} />
    </main>
  );
}
