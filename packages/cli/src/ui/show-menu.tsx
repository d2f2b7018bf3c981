import type { Translate } from '../i18n/translator';
import type { IOStreams } from '../io/io-streams';
import type { MenuItem, MenuModel } from '../services/menu-model';
import { MenuApp } from './menu-app';
import { renderUntil } from './render-until';

/** Shows the menu on stderr and resolves with the chosen item, or null when the user leaves; the menu is erased. */
export function showMenu(io: IOStreams, model: MenuModel, t: Translate): Promise<MenuItem | null> {
  return renderUntil<MenuItem | null>(io, (done) => <MenuApp model={model} t={t} onChoose={done} />, {
    clear: true,
  });
}
