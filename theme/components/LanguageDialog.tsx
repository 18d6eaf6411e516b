import '../styles/dialogs.css';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { locales, ui, type LocaleCode } from '../../site/locales';

interface Props {
  target: LocaleCode;
  onSwitch: (remember: boolean) => void;
  onStay: (remember: boolean) => void;
}

/** Offers the same page in the reader's preferred language; written in that language. */
export function LanguageDialog({ target, onSwitch, onStay }: Props) {
  const [remember, setRemember] = useState(false);
  const checkboxId = useId();
  const t = ui[target];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onStay(remember)}>
      <Dialog.Portal>
        <Dialog.Overlay className="notice__mask" />
        <Dialog.Content className="language-dialog notice__panel" lang={locales[target].tag} data-testid="language-dialog">
          <Dialog.Title className="notice__title">{t.languageTitle}</Dialog.Title>
          <Dialog.Description className="notice__content">{t.languageBody}</Dialog.Description>
          <label className="language-dialog__remember" htmlFor={checkboxId}>
            <input id={checkboxId} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t.languageRemember}
          </label>
          <div className="notice__actions">
            <button type="button" className="notice__action notice__action--primary" onClick={() => onSwitch(remember)}>
              {t.languageSwitch}
            </button>
            <button type="button" className="notice__action notice__action--default" onClick={() => onStay(remember)}>
              {t.languageStay}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
