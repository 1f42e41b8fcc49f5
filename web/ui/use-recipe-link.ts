import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EmoteType } from '../emotes/types.ts';
import { showToast } from '../app/show-toast.tsx';
import { openRecipe } from '../state/recipe/recipe-actions.ts';
import { isRecipeHash } from '../state/recipe/recipe-decode.ts';
import { recipeNotice } from './recipe-text.ts';

/** The recipe hash last opened: StrictMode's second effect and a navigation that restores the hash do not apply it twice. */
let opened: string | null = null;

/**
 * Opens a recipe link (`/{slug}#v=1&…`) on this maker page: applies it, says what was not applied,
 * then takes the hash off the address so a reload keeps the visitor's later edits. Call it before
 * the maker starts, so the first output is made from the recipe.
 */
export function useRecipeLink(type: EmoteType) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isRecipeHash(hash)) {
      opened = null;
      return;
    }
    if (opened !== `${type.slug}${hash}`) {
      opened = `${type.slug}${hash}`;
      const notice = recipeNotice(openRecipe(type, hash));
      showToast(notice.text, notice.style, 'recipe-link', notice.durationMs);
    }
    navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  }, [type, pathname, search, hash, navigate]);
}
