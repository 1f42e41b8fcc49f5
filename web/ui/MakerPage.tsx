import { useEffect } from 'react';
import type { EmoteType } from '../emotes/types.ts';
import { enterMaker } from '../state/maker/maker-lifecycle.ts';
import InputsPanel from './InputsPanel.tsx';
import OptionsPanel from './OptionsPanel.tsx';
import OutputPanel from './OutputPanel.tsx';
import SkipLink from './SkipLink.tsx';
import UndoRedo from './UndoRedo.tsx';
import { useRecipeLink } from './use-recipe-link.ts';
import { PHONE_LAYOUT_QUERY, useMediaQuery } from './use-media-query.ts';

/**
 * The maker page of one emote type. On a desktop the document runs inputs → output → options (the
 * keyboard path) and the output is a right column beside both. On a phone the stacked panels put
 * the output first, so the made emote plays on arrival (the inputs are 700–4,000 px tall there),
 * and the document follows, output → inputs → options: focus never jumps back up the page.
 */
export default function MakerPage({ type }: { type: EmoteType }) {
  useRecipeLink(type);
  const phone = useMediaQuery(PHONE_LAYOUT_QUERY);
  useEffect(() => {
    document.title = type.pageTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', type.pageDescription);
    return enterMaker(type);
  }, [type]);
  return (
    <div className="maker">
      <SkipLink targetId="output">Skip to output</SkipLink>
      <div className="maker-heading">
        <h1>{type.pageTitle}</h1>
        <UndoRedo />
      </div>
      <div className="maker-columns">
        {/* Keyed, so a change of layout moves the panels instead of making them anew. */}
        {phone && <OutputPanel key="output" type={type} />}
        <InputsPanel key="inputs" type={type} />
        {!phone && <OutputPanel key="output" type={type} />}
        <OptionsPanel key="options" type={type} />
      </div>
    </div>
  );
}
