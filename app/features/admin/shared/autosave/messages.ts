import { type Messages, registerMessages } from '../i18n/i18n.ts';

/** Autosave's words in the post, project and template editors (issue 29; docs/autosave.md). */
const en = {
  unsaved: 'Changes not saved yet',
  saving: 'Saving…',
  savedAt: 'Draft saved {{time}}',
  notSaved: 'Not saved',
  retry: 'Retry',
  held: 'Not autosaved until you restore or discard your earlier changes',
  noticeLabel: 'Unsaved changes',
  noticeText: 'You have unsaved changes from {{time}}.',
  noticeStale: 'This item was saved again since then: restoring puts your draft over the newer version.',
  restore: 'Restore',
  discard: 'Discard',
  discardFailed: 'The draft could not be discarded. Try again.',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    unsaved: 'Cambios aún sin guardar',
    saving: 'Guardando…',
    savedAt: 'Borrador guardado {{time}}',
    notSaved: 'No guardado',
    retry: 'Reintentar',
    held: 'No se guarda automáticamente hasta que restaures o descartes tus cambios anteriores',
    noticeLabel: 'Cambios sin guardar',
    noticeText: 'Tienes cambios sin guardar de las {{time}}.',
    noticeStale:
      'Este elemento se ha guardado de nuevo desde entonces: restaurar pone tu borrador sobre la versión más reciente.',
    restore: 'Restaurar',
    discard: 'Descartar',
    discardFailed: 'No se pudo descartar el borrador. Inténtalo de nuevo.',
  },
  fr: {
    unsaved: 'Modifications pas encore enregistrées',
    saving: 'Enregistrement…',
    savedAt: 'Brouillon enregistré à {{time}}',
    notSaved: 'Non enregistré',
    retry: 'Réessayer',
    held: 'Pas d’enregistrement automatique tant que vous n’avez pas restauré ou abandonné vos modifications précédentes',
    noticeLabel: 'Modifications non enregistrées',
    noticeText: 'Vous avez des modifications non enregistrées de {{time}}.',
    noticeStale:
      'Cet élément a été enregistré à nouveau depuis : restaurer place votre brouillon par-dessus la version plus récente.',
    restore: 'Restaurer',
    discard: 'Abandonner',
    discardFailed: 'Le brouillon n’a pas pu être abandonné. Réessayez.',
  },
};

export const autosaveText = registerMessages('autosave', messages);
