import type { SettingSpec, Size } from '../emotes/types.ts';
import { settingRange } from '../emotes/settings.ts';

interface Props {
  spec: SettingSpec;
  value: number | boolean;
  size: Size;
  onChange: (value: number | boolean) => void;
}

/** The one control of a declared setting: a switch, a choice or a slider (emote type and stack effect settings alike). */
export default function SettingControl({ spec, value, size, onChange, ...rest }: Props & { id?: string; 'aria-describedby'?: string }) {
  if (spec.kind === 'toggle') return <input {...rest} type="checkbox" checked={value as boolean} onChange={(e) => onChange(e.target.checked)} />;
  if (spec.kind === 'choice')
    return (
      <select {...rest} value={value as number} onChange={(e) => onChange(Number(e.target.value))}>
        {spec.choices.map((c) => (
          <option key={c.value} value={c.value}>{c.label}</option>
        ))}
      </select>
    );
  const range = settingRange(spec, size)!;
  return <input {...rest} type="range" min={range.min} max={range.max} step={spec.step} value={value as number} onChange={(e) => onChange(Number(e.target.value))} />;
}
