import { type Messages, registerMessages } from '../i18n/i18n.ts';

/** "Share preview" in the post and project dialogs (issue 29, docs/preview-links.md). */
const en = {
  sharePreview: 'Share preview',
  sharePreviewHintPost:
    'A link that shows this post exactly as it will look, to anyone who has it, without signing in. It shows the last saved version.',
  sharePreviewHintProject:
    'A link that shows this project exactly as it will look, to anyone who has it, without signing in. It shows the last saved version.',
  dialogTitle: 'Share a preview',
  dialogDescription: 'Preview of “{{title}}”. Search engines never index it, and you can revoke it at any time.',
  expiry: 'Link expires after',
  days_one: '{{count, number}} day',
  days_many: '{{count, number}} days',
  days_other: '{{count, number}} days',
  createLink: 'Create link',
  creating: 'Creating…',
  createFailed: 'The preview link could not be made.',
  errorTitle: 'Error',
  newLink: 'Preview link',
  shownOnce:
    'Copy it now: for safety the link is shown only this once. Anyone who has it can see this item until {{date}}.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the link and copy it yourself.',
  liveLinks: 'Live links',
  noLiveLinks: 'No live links.',
  linksFailed: 'The live links could not be loaded.',
  linkLine: 'Made by {{who}} on {{created}}, works until {{expires}}',
  someone: 'a former user',
  revoke: 'Revoke',
  revokeLabel: 'Revoke the link made on {{created}}',
  revokeTitle: 'Revoke this preview link?',
  revokeQuestion: 'Whoever has it will see a page saying the link has expired or was withdrawn. This cannot be undone.',
  revoking: 'Revoking…',
  cancel: 'Cancel',
  revoked: 'Preview link revoked',
  revokeFailed: 'The link could not be revoked.',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    sharePreview: 'Compartir vista previa',
    sharePreviewHintPost:
      'Un enlace que muestra esta entrada tal como se verá, a cualquiera que lo tenga, sin iniciar sesión. Muestra la última versión guardada.',
    sharePreviewHintProject:
      'Un enlace que muestra este proyecto tal como se verá, a cualquiera que lo tenga, sin iniciar sesión. Muestra la última versión guardada.',
    dialogTitle: 'Compartir una vista previa',
    dialogDescription:
      'Vista previa de «{{title}}». Los buscadores nunca la indexan y puedes revocarla en cualquier momento.',
    expiry: 'El enlace caduca tras',
    days_one: '{{count, number}} día',
    days_many: '{{count, number}} días',
    days_other: '{{count, number}} días',
    createLink: 'Crear enlace',
    creating: 'Creando…',
    createFailed: 'No se pudo crear el enlace de vista previa.',
    errorTitle: 'Error',
    newLink: 'Enlace de vista previa',
    shownOnce:
      'Cópialo ahora: por seguridad, el enlace solo se muestra esta vez. Quien lo tenga podrá ver este elemento hasta el {{date}}.',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar: selecciona el enlace y cópialo tú.',
    liveLinks: 'Enlaces activos',
    noLiveLinks: 'No hay enlaces activos.',
    linksFailed: 'No se pudieron cargar los enlaces activos.',
    linkLine: 'Creado por {{who}} el {{created}}, válido hasta el {{expires}}',
    someone: 'un antiguo usuario',
    revoke: 'Revocar',
    revokeLabel: 'Revocar el enlace creado el {{created}}',
    revokeTitle: '¿Revocar este enlace de vista previa?',
    revokeQuestion: 'Quien lo tenga verá una página que dice que el enlace caducó o se retiró. No se puede deshacer.',
    revoking: 'Revocando…',
    cancel: 'Cancelar',
    revoked: 'Enlace de vista previa revocado',
    revokeFailed: 'No se pudo revocar el enlace.',
  },
  fr: {
    sharePreview: 'Partager un aperçu',
    sharePreviewHintPost:
      'Un lien qui montre cet article tel qu’il apparaîtra, à toute personne qui l’a, sans connexion. Il montre la dernière version enregistrée.',
    sharePreviewHintProject:
      'Un lien qui montre ce projet tel qu’il apparaîtra, à toute personne qui l’a, sans connexion. Il montre la dernière version enregistrée.',
    dialogTitle: 'Partager un aperçu',
    dialogDescription:
      'Aperçu de « {{title}} ». Les moteurs de recherche ne l’indexent jamais, et vous pouvez le révoquer à tout moment.',
    expiry: 'Le lien expire après',
    days_one: '{{count, number}} jour',
    days_many: '{{count, number}} jours',
    days_other: '{{count, number}} jours',
    createLink: 'Créer le lien',
    creating: 'Création…',
    createFailed: 'Impossible de créer le lien d’aperçu.',
    errorTitle: 'Erreur',
    newLink: 'Lien d’aperçu',
    shownOnce:
      'Copiez-le maintenant : par sécurité, le lien n’est affiché qu’une seule fois. Toute personne qui l’a peut voir cet élément jusqu’au {{date}}.',
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'La copie a échoué : sélectionnez le lien et copiez-le vous-même.',
    liveLinks: 'Liens actifs',
    noLiveLinks: 'Aucun lien actif.',
    linksFailed: 'Impossible de charger les liens actifs.',
    linkLine: 'Créé par {{who}} le {{created}}, valable jusqu’au {{expires}}',
    someone: 'un ancien utilisateur',
    revoke: 'Révoquer',
    revokeLabel: 'Révoquer le lien créé le {{created}}',
    revokeTitle: 'Révoquer ce lien d’aperçu ?',
    revokeQuestion:
      'Qui l’a verra une page indiquant que le lien a expiré ou a été retiré. Cette action est irréversible.',
    revoking: 'Révocation…',
    cancel: 'Annuler',
    revoked: 'Lien d’aperçu révoqué',
    revokeFailed: 'Impossible de révoquer le lien.',
  },
};

export const previewLinksText = registerMessages('previewLinks', messages);
