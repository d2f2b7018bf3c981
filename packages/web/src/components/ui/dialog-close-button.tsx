import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';

/** The × that closes the dialog or sheet it sits in. */
export function DialogCloseButton() {
  const { t } = useTranslation('kit');
  return (
    <RadixDialog.Close asChild>
      <IconButton label={t('dialog.close')}>
        <X aria-hidden="true" className="size-5" />
      </IconButton>
    </RadixDialog.Close>
  );
}
