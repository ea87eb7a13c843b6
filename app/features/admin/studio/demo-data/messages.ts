import { type Messages, registerMessages } from '../../shared/i18n/i18n.ts';

/** "Clear demo data" on the Studio page (issue 27): admins only. */
const en = {
  clearDemo: 'Clear demo data',
  clearTitle: 'Clear the demo data?',
  clearConfirm:
    'This deletes the demo studio’s fictional clients: their enquiries, timelines, consultations and tasks. Your own leads, the portfolio, the journal and the settings stay.',
  clearIrreversible: 'This cannot be undone.',
  clear: 'Clear demo data',
  clearing: 'Clearing…',
  cancel: 'Cancel',
  cleared: 'Demo data cleared',
  nothingToClear: 'There was no demo data left to clear.',
  clearFailed: 'The demo data could not be cleared. Please try again.',
  errorTitle: 'Error',
};

export const messages = {
  en,
  es: {
    clearDemo: 'Borrar datos de demostración',
    clearTitle: '¿Borrar los datos de demostración?',
    clearConfirm:
      'Se borran los clientes ficticios del estudio de demostración: sus consultas, historiales, citas y tareas. Tus propios contactos, el portafolio, el blog y los ajustes se conservan.',
    clearIrreversible: 'No se puede deshacer.',
    clear: 'Borrar datos de demostración',
    clearing: 'Borrando…',
    cancel: 'Cancelar',
    cleared: 'Datos de demostración borrados',
    nothingToClear: 'No quedaban datos de demostración que borrar.',
    clearFailed: 'No se pudieron borrar los datos de demostración. Inténtalo de nuevo.',
    errorTitle: 'Error',
  },
  fr: {
    clearDemo: 'Effacer les données de démo',
    clearTitle: 'Effacer les données de démonstration ?',
    clearConfirm:
      'Cela supprime les clients fictifs du studio de démonstration : leurs demandes, historiques, consultations et tâches. Vos propres prospects, le portfolio, le journal et les réglages sont conservés.',
    clearIrreversible: 'Cette action est irréversible.',
    clear: 'Effacer les données de démo',
    clearing: 'Suppression…',
    cancel: 'Annuler',
    cleared: 'Données de démonstration effacées',
    nothingToClear: 'Il ne restait aucune donnée de démonstration à effacer.',
    clearFailed: 'Les données de démonstration n’ont pas pu être effacées. Veuillez réessayer.',
    errorTitle: 'Erreur',
  },
} satisfies Messages<typeof en>;

export const demoDataText = registerMessages('demoData', messages);
