import { useEffect } from 'react';
import type { EmoteType } from '../emotes/types.ts';
import { enterMaker } from '../state/maker-lifecycle.ts';
import InputsPanel from './InputsPanel.tsx';
import OptionsPanel from './OptionsPanel.tsx';
import OutputPanel from './OutputPanel.tsx';
import SkipLink from './SkipLink.tsx';
import { useRecipeLink } from './use-recipe-link.ts';

/**
 * The maker page of one emote type. The document runs inputs → output → options (the keyboard
 * path); the stylesheet shows the output as a right column beside both, or first on a phone.
 */
export default function MakerPage({ type }: { type: EmoteType }) {
  useRecipeLink(type);
  useEffect(() => {
    document.title = type.pageTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', type.pageDescription);
    return enterMaker(type);
  }, [type]);
  return (
    <div className="maker">
      <SkipLink targetId="output">Skip to output</SkipLink>
      <h1>{type.pageTitle}</h1>
      <div className="maker-columns">
        <InputsPanel type={type} />
        <OutputPanel type={type} />
        <OptionsPanel type={type} />
      </div>
    </div>
  );
}
