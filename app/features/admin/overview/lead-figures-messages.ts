import { type Messages, registerMessages } from '../shared/i18n/i18n.ts';

/**
 * The Overview's lead parts (issue 27): new enquiries, My tasks, the pipeline's figures. Counts
 * are written as "label: number" so no sentence needs a plural form.
 */
const en = {
  enquiriesTitle: 'New enquiries',
  enquiriesWaiting: 'Waiting for a first answer: {{n}}',
  enquiriesNone: 'No enquiry is waiting for an answer.',
  enquiryReceived: 'Received {{date}}',
  allLeads: 'Open the leads inbox',

  myTasksTitle: 'My tasks',
  myTasksNone: 'No open tasks are assigned to you.',
  myTasksFailed: 'Your tasks could not be loaded.',
  myTasksLoading: 'Loading your tasks…',
  taskDue: 'Due {{date}}',
  taskOverdue: 'Overdue',
  taskLead: 'Lead: {{name}}',

  pipelineTitle: 'Pipeline, last {{days}} days',
  pipelineCaption: 'Leads that came in since {{date}}: {{n}}',
  medianResponse: 'Median time to first response',
  medianBooked: 'Median time to a booked consultation',
  medianBasis: 'over {{n}} leads',
  medianNone: 'No lead yet',
  stagesTitle: 'How far leads got',
  stagesNote: 'A lead counts for every stage up to the one it reached; lost leads are counted separately.',
  stageColumn: 'Stage',
  leadsColumn: 'Leads',
  shareColumn: 'Share',
  stageNew: 'New',
  stageContacted: 'Contacted',
  stageBooked: 'Consultation booked',
  stageProposal: 'Proposal sent',
  stageWon: 'Won',
  stageLost: 'Lost',
};

const messages = {
  en,
  es: {
    enquiriesTitle: 'Nuevas consultas',
    enquiriesWaiting: 'Esperando una primera respuesta: {{n}}',
    enquiriesNone: 'Ninguna consulta espera respuesta.',
    enquiryReceived: 'Recibida {{date}}',
    allLeads: 'Abrir la bandeja de contactos',

    myTasksTitle: 'Mis tareas',
    myTasksNone: 'No tienes tareas abiertas asignadas.',
    myTasksFailed: 'No se pudieron cargar tus tareas.',
    myTasksLoading: 'Cargando tus tareas…',
    taskDue: 'Vence {{date}}',
    taskOverdue: 'Vencida',
    taskLead: 'Contacto: {{name}}',

    pipelineTitle: 'Embudo, últimos {{days}} días',
    pipelineCaption: 'Contactos llegados desde el {{date}}: {{n}}',
    medianResponse: 'Mediana hasta la primera respuesta',
    medianBooked: 'Mediana hasta una consulta reservada',
    medianBasis: 'sobre {{n}} contactos',
    medianNone: 'Aún ningún contacto',
    stagesTitle: 'Hasta dónde llegaron los contactos',
    stagesNote: 'Un contacto cuenta en cada etapa hasta la que alcanzó; los contactos perdidos se cuentan aparte.',
    stageColumn: 'Etapa',
    leadsColumn: 'Contactos',
    shareColumn: 'Porcentaje',
    stageNew: 'Nuevo',
    stageContacted: 'Contactado',
    stageBooked: 'Consulta reservada',
    stageProposal: 'Propuesta enviada',
    stageWon: 'Ganado',
    stageLost: 'Perdido',
  },
  fr: {
    enquiriesTitle: 'Nouvelles demandes',
    enquiriesWaiting: 'En attente d’une première réponse : {{n}}',
    enquiriesNone: 'Aucune demande n’attend de réponse.',
    enquiryReceived: 'Reçue {{date}}',
    allLeads: 'Ouvrir la boîte des prospects',

    myTasksTitle: 'Mes tâches',
    myTasksNone: 'Aucune tâche ouverte ne vous est attribuée.',
    myTasksFailed: 'Impossible de charger vos tâches.',
    myTasksLoading: 'Chargement de vos tâches…',
    taskDue: 'Échéance {{date}}',
    taskOverdue: 'En retard',
    taskLead: 'Prospect : {{name}}',

    pipelineTitle: 'Pipeline, {{days}} derniers jours',
    pipelineCaption: 'Prospects arrivés depuis le {{date}} : {{n}}',
    medianResponse: 'Délai médian avant la première réponse',
    medianBooked: 'Délai médian avant une consultation réservée',
    medianBasis: 'sur {{n}} prospects',
    medianNone: 'Aucun prospect pour l’instant',
    stagesTitle: 'Jusqu’où les prospects sont allés',
    stagesNote:
      'Un prospect compte pour chaque étape jusqu’à celle qu’il a atteinte ; les prospects perdus sont comptés à part.',
    stageColumn: 'Étape',
    leadsColumn: 'Prospects',
    shareColumn: 'Part',
    stageNew: 'Nouveau',
    stageContacted: 'Contacté',
    stageBooked: 'Consultation réservée',
    stageProposal: 'Proposition envoyée',
    stageWon: 'Gagné',
    stageLost: 'Perdu',
  },
} satisfies Messages<typeof en>;

export const leadFiguresText = registerMessages('overviewLeads', messages);
