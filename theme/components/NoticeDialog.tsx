import '../styles/dialogs.css';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@rspress/core/runtime';
import type { Notice } from '../../site/notices';
import { useLocale } from '../hooks/useLocale';

interface Props {
  notice: Notice;
  onDismiss: () => void;
}

/** One announcement. Without `confirm` it closes by its close icon, Escape or a click on the mask. */
export function NoticeDialog({ notice, onDismiss }: Props) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const blockIfConfirm = (e: Event) => {
    if (notice.confirm) e.preventDefault();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !notice.confirm && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="notice__mask" data-testid="notice-mask" />
        <Dialog.Content
          className={`notice notice__panel${notice.fullscreen ? ' notice--fullscreen' : ''}`}
          data-notice={notice.noticeKey}
          onEscapeKeyDown={blockIfConfirm}
          onPointerDownOutside={blockIfConfirm}
          onInteractOutside={blockIfConfirm}
        >
          <Dialog.Title className="notice__title">{notice.title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="notice__content" dangerouslySetInnerHTML={{ __html: notice.content }} />
          </Dialog.Description>
          <div className="notice__actions">
            {notice.actions.map((action) => (
              <button
                key={action.text}
                type="button"
                className={`notice__action notice__action--${action.type}`}
                onClick={() => {
                  onDismiss();
                  if (action.link) navigate(action.link);
                }}
              >
                {action.text}
              </button>
            ))}
          </div>
          {!notice.confirm && (
            <Dialog.Close className="notice__close" aria-label={t.close}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
