import { type Messages, registerMessages } from '../i18n/i18n.ts';

/** What every content type's form says when the header's 'Add Content' shows it (admin area §5). */
const en = {
  create: 'Create',
  creating: 'Creating...',
  validationTitle: 'Validation Error',
  address: 'Its address: {{path}}',
  titleRequired: 'Title is required.',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    create: 'Crear',
    creating: 'Creando...',
    validationTitle: 'Error de validación',
    address: 'Su dirección: {{path}}',
    titleRequired: 'El título es obligatorio.',
  },
  fr: {
    create: 'Créer',
    creating: 'Création...',
    validationTitle: 'Erreur de validation',
    address: 'Son adresse : {{path}}',
    titleRequired: 'Le titre est obligatoire.',
  },
};

export const contentFormsText = registerMessages('contentForms', messages);
