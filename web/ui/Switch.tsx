/** An on/off switch button (role switch) with its label: the site's light theme, the chat preview's light look. */
export default function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="theme-toggle" onClick={() => onChange(!checked)}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="theme-toggle-label">{label}</span>
    </button>
  );
}
