import { type Messages, registerMessages } from '../../i18n/i18n.ts';

/**
 * The words of the one upload queue (issue 9's gallery uploads, issue 29's library): the drop
 * zone, each file's line, and why a file was not taken. What a finished file became is the
 * caller's word (`done_gallery` / `done_library`).
 */
const en = {
  dropZone: 'Drop photos here or choose them from your computer.',
  chooseFiles: 'Choose Photos',
  acceptedTypes: 'JPEG, PNG, WebP or AVIF. Large photos are made smaller before they are sent.',
  uploads: 'Uploads',
  clearUploads: 'Clear list',
  uploadProgress: 'Upload of {{name}}',
  waiting: 'Waiting',
  compressing: 'Compressing…',
  uploading: 'Uploading {{percent}}%',
  done_gallery: 'Added to the gallery',
  done_library: 'In the library',
  failed: 'Upload failed',
  notTaken_gallery: 'Not added: {{reason}}',
  notTaken_library: 'Not uploaded: {{reason}}',
  notAnImage: 'Not a JPEG, PNG, WebP or AVIF image.',
  tooLarge: 'Larger than 15 MB, even after compression.',
  noRoom: 'The gallery is full.',
  interrupted: 'The upload was interrupted. Check the connection and try again.',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    dropZone: 'Suelta aquí las fotos o elígelas en tu ordenador.',
    chooseFiles: 'Elegir fotos',
    acceptedTypes: 'JPEG, PNG, WebP o AVIF. Las fotos grandes se reducen antes de enviarlas.',
    uploads: 'Subidas',
    clearUploads: 'Vaciar la lista',
    uploadProgress: 'Subida de {{name}}',
    waiting: 'En espera',
    compressing: 'Comprimiendo…',
    uploading: 'Subiendo {{percent}}%',
    done_gallery: 'Añadida a la galería',
    done_library: 'En la biblioteca',
    failed: 'Error al subir',
    notTaken_gallery: 'No se añadió: {{reason}}',
    notTaken_library: 'No se subió: {{reason}}',
    notAnImage: 'No es una imagen JPEG, PNG, WebP o AVIF.',
    tooLarge: 'Ocupa más de 15 MB, incluso comprimida.',
    noRoom: 'La galería está llena.',
    interrupted: 'La subida se interrumpió. Comprueba la conexión e inténtalo de nuevo.',
  },
  fr: {
    dropZone: 'Déposez les photos ici ou choisissez-les sur votre ordinateur.',
    chooseFiles: 'Choisir des photos',
    acceptedTypes: 'JPEG, PNG, WebP ou AVIF. Les grandes photos sont réduites avant l’envoi.',
    uploads: 'Envois',
    clearUploads: 'Vider la liste',
    uploadProgress: 'Envoi de {{name}}',
    waiting: 'En attente',
    compressing: 'Compression…',
    uploading: 'Envoi {{percent}} %',
    done_gallery: 'Ajoutée à la galerie',
    done_library: 'Dans la bibliothèque',
    failed: 'Échec de l’envoi',
    notTaken_gallery: 'Non ajoutée : {{reason}}',
    notTaken_library: 'Non envoyée : {{reason}}',
    notAnImage: 'Ce n’est pas une image JPEG, PNG, WebP ou AVIF.',
    tooLarge: 'Plus de 15 Mo, même après compression.',
    noRoom: 'La galerie est pleine.',
    interrupted: 'L’envoi a été interrompu. Vérifiez la connexion et réessayez.',
  },
};

export const uploadText = registerMessages('uploads', messages);
