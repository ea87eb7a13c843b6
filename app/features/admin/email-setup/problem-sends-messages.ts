import { type Messages, registerMessages } from '../shared/i18n/i18n.ts';

/**
 * Issue 28: the sends' list's words for what the provider reported after a send left (its filters,
 * a row's delivery badge, who reported it and when). `{{date}}` is already on the studio's clock.
 */
const en = {
  filterHardBounce: 'Bounced',
  filterComplaint: 'Spam',
  filterSoftBounce: 'Soft bounce',
  filterDropped: 'Dropped',
  deliveryHardBounce: 'Bounced',
  deliveryComplaint: 'Marked as spam',
  deliverySoftBounce: 'Soft bounce',
  deliveryDropped: 'Dropped',
  deliveryDelivered: 'Delivered',
  reportedBy: 'Reported by {{source}} {{date}}',
  reportedAt: 'Reported {{date}}',
  sourceResend: 'Resend',
  sourceSendgrid: 'SendGrid',
  sourceImap: 'the studio’s mailbox',
  noDetail: 'The provider gave no reason.',
};

export const messages = {
  en,
  es: {
    filterHardBounce: 'Rebotados',
    filterComplaint: 'Spam',
    filterSoftBounce: 'Rebote temporal',
    filterDropped: 'Descartados',
    deliveryHardBounce: 'Rebotado',
    deliveryComplaint: 'Marcado como spam',
    deliverySoftBounce: 'Rebote temporal',
    deliveryDropped: 'Descartado',
    deliveryDelivered: 'Entregado',
    reportedBy: 'Informado por {{source}} {{date}}',
    reportedAt: 'Informado {{date}}',
    sourceResend: 'Resend',
    sourceSendgrid: 'SendGrid',
    sourceImap: 'el buzón del estudio',
    noDetail: 'El proveedor no indicó el motivo.',
  },
  fr: {
    filterHardBounce: 'Rejetés',
    filterComplaint: 'Spam',
    filterSoftBounce: 'Rejet temporaire',
    filterDropped: 'Écartés',
    deliveryHardBounce: 'Rejeté',
    deliveryComplaint: 'Signalé comme spam',
    deliverySoftBounce: 'Rejet temporaire',
    deliveryDropped: 'Écarté',
    deliveryDelivered: 'Distribué',
    reportedBy: 'Signalé par {{source}} le {{date}}',
    reportedAt: 'Signalé le {{date}}',
    sourceResend: 'Resend',
    sourceSendgrid: 'SendGrid',
    sourceImap: 'la boîte de réception du studio',
    noDetail: 'Le fournisseur n’a donné aucune raison.',
  },
} satisfies Messages<typeof en>;

export const problemSendsText = registerMessages('problemSends', messages);
