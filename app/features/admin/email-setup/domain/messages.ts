import { type Messages, registerMessages } from '../../shared/i18n/i18n.ts';

/** Email Setup's "Sending domain (DKIM, SPF, DMARC)" section (issue 28). */
const en = {
  heading: 'Sending domain (DKIM, SPF, DMARC)',
  intro:
    'Receiving mail servers trust the studio’s e-mail when it is signed (DKIM), when the domain names who may send for it (SPF), and when it says what to do with mail that fails both (DMARC). These are DNS records you add where your domain is managed.',

  dkimHeading: 'DKIM signature',
  dkimAbout:
    'Atelier makes a key pair: the private key stays here, encrypted, and signs every e-mail sent with SMTP; you publish the public key as a TXT record.',
  dkimProviderNote:
    'Resend and SendGrid sign with their own keys (their domain page gives the records); this key signs only SMTP sends.',
  domain: 'Domain',
  domainHint: 'The domain of your From address, e.g. larchandlime.com.',
  selector: 'Selector',
  selectorHint: 'A name for this key, so it can live beside others on the domain.',
  generate: 'Generate key',
  regenerate: 'Generate a new key',
  generating: 'Generating...',
  generated: 'DKIM key generated',
  generatedDescription: 'Publish the TXT record below; e-mail is signed with the new key from now on.',
  remove: 'Remove key',
  removing: 'Removing...',
  removed: 'DKIM key removed',
  removedDescription: 'SMTP e-mail goes out unsigned.',
  failed: 'Error',
  generateFailed: 'The key could not be generated.',
  removeFailed: 'The key could not be removed.',
  regenerateTitle: 'Replace the DKIM key?',
  regenerateQuestion:
    'The record you published stops verifying: e-mail is signed with the new key at once, so publish the new record straight away.',
  removeTitle: 'Remove the DKIM key?',
  removeQuestion: 'SMTP e-mail will go out unsigned. You can remove the TXT record afterwards.',
  cancel: 'Cancel',

  signingActive: 'SMTP e-mail is signed with this key.',
  signingOtherDomain:
    'Nothing is signed: the From address is at {{fromDomain}}, not {{domain}}. A signature for another domain does not count for DMARC, so generate a key for {{fromDomain}} or change the From address.',
  signingNoFrom:
    'Nothing is signed yet: there is no From address. Set one above or the studio’s e-mail in Studio settings.',
  signingNotSmtp: 'The key is kept, but nothing is signed with it: the service in use is not SMTP.',
  signingUnreadable:
    'This key cannot be opened (the server’s APP_SECRET changed), so e-mail goes out unsigned. Generate a new key and publish its record.',

  recordHeading: 'TXT record to publish',
  recordName: 'Name',
  recordValue: 'Value',
  recordSplitNote:
    'Publish the value whole as one TXT record. Many DNS panels split values longer than 255 characters into several strings by themselves; if yours asks you to, split it without adding spaces.',
  copy: 'Copy',
  copyLabel: 'Copy {{what}}',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it.',

  checkHeading: 'DNS records',
  checkAbout:
    'Reads the domain’s SPF, DKIM and DMARC records now. Atelier checks again every day and e-mails the admins once if a record that was right goes missing or wrong.',
  check: 'Check domain',
  checking: 'Checking...',
  checked: 'Domain checked',
  checkFailed: 'The domain could not be checked.',
  checkedAt: 'Last checked {{when}} ({{domain}}).',
  notChecked: 'Not checked yet.',
  recordsLabel: 'Records of {{domain}}',
  kindSpf: 'SPF',
  kindDkim: 'DKIM',
  kindDmarc: 'DMARC',
  stateFound: 'Found',
  stateMissing: 'Missing',
  stateWrong: 'Wrong',
  foundValue: 'Published now',
  expectedValue: 'Record to add',
  reasonSpfFound: 'One SPF record names who may send for the domain.',
  reasonSpfMissing: 'No SPF record: add the one your mail provider gives.',
  reasonSpfWrong:
    'There must be exactly one SPF record, and it must include your mail provider. Replace what is published with the record below.',
  reasonDkimFound: 'The published key is this one: signatures verify.',
  reasonDkimMissing: 'No DKIM record at this name: publish the record above.',
  reasonDkimWrong:
    'Another key is published at this name (an old one?), or several: signatures made now do not verify.',
  reasonDkimNoKey: 'No DKIM key here yet: generate one above, then publish its record.',
  reasonDmarcFound: 'A DMARC policy is published.',
  reasonDmarcMissing: 'No DMARC record: start with p=none, and make it stricter once mail passes.',
  reasonDmarcWrong: 'The DMARC record has no valid policy (p=none, quarantine or reject), or there are several.',
};

export const messages: Messages<typeof en> = {
  en,
  es: {
    heading: 'Dominio de envío (DKIM, SPF, DMARC)',
    intro:
      'Los servidores de correo confían en los correos del estudio cuando van firmados (DKIM), cuando el dominio indica quién puede enviar en su nombre (SPF) y cuando dice qué hacer con el correo que no supera ninguna de las dos pruebas (DMARC). Son registros DNS que se añaden donde se gestiona el dominio.',
    dkimHeading: 'Firma DKIM',
    dkimAbout:
      'Atelier crea un par de claves: la clave privada se queda aquí, cifrada, y firma cada correo enviado por SMTP; la clave pública se publica como registro TXT.',
    dkimProviderNote:
      'Resend y SendGrid firman con sus propias claves (su página de dominio indica los registros); esta clave solo firma los envíos por SMTP.',
    domain: 'Dominio',
    domainHint: 'El dominio de tu dirección de remitente, p. ej. larchandlime.com.',
    selector: 'Selector',
    selectorHint: 'Un nombre para esta clave, para que conviva con otras en el dominio.',
    generate: 'Generar clave',
    regenerate: 'Generar una clave nueva',
    generating: 'Generando...',
    generated: 'Clave DKIM generada',
    generatedDescription: 'Publica el registro TXT de abajo; desde ahora el correo se firma con la clave nueva.',
    remove: 'Eliminar clave',
    removing: 'Eliminando...',
    removed: 'Clave DKIM eliminada',
    removedDescription: 'El correo por SMTP sale sin firmar.',
    failed: 'Error',
    generateFailed: 'No se pudo generar la clave.',
    removeFailed: 'No se pudo eliminar la clave.',
    regenerateTitle: '¿Sustituir la clave DKIM?',
    regenerateQuestion:
      'El registro que publicaste deja de verificarse: el correo se firma con la clave nueva de inmediato, así que publica enseguida el registro nuevo.',
    removeTitle: '¿Eliminar la clave DKIM?',
    removeQuestion: 'El correo por SMTP saldrá sin firmar. Después puedes borrar el registro TXT.',
    cancel: 'Cancelar',
    signingActive: 'El correo por SMTP se firma con esta clave.',
    signingOtherDomain:
      'No se firma nada: la dirección de remitente es de {{fromDomain}}, no de {{domain}}. Una firma de otro dominio no cuenta para DMARC: genera una clave para {{fromDomain}} o cambia el remitente.',
    signingNoFrom:
      'Todavía no se firma nada: no hay dirección de remitente. Indica una arriba o el correo del estudio en Ajustes del estudio.',
    signingNotSmtp: 'La clave se conserva, pero no firma nada: el servicio en uso no es SMTP.',
    signingUnreadable:
      'Esta clave no se puede abrir (cambió el APP_SECRET del servidor), así que el correo sale sin firmar. Genera una clave nueva y publica su registro.',
    recordHeading: 'Registro TXT que publicar',
    recordName: 'Nombre',
    recordValue: 'Valor',
    recordSplitNote:
      'Publica el valor entero como un solo registro TXT. Muchos paneles DNS dividen por sí solos los valores de más de 255 caracteres en varias cadenas; si el tuyo te lo pide, divídelo sin añadir espacios.',
    copy: 'Copiar',
    copyLabel: 'Copiar {{what}}',
    copied: 'Copiado.',
    copyFailed: 'No se pudo copiar: selecciona el texto y cópialo.',
    checkHeading: 'Registros DNS',
    checkAbout:
      'Lee ahora los registros SPF, DKIM y DMARC del dominio. Atelier vuelve a comprobarlos cada día y avisa una vez por correo a los administradores si un registro que estaba bien falta o está mal.',
    check: 'Comprobar dominio',
    checking: 'Comprobando...',
    checked: 'Dominio comprobado',
    checkFailed: 'No se pudo comprobar el dominio.',
    checkedAt: 'Última comprobación: {{when}} ({{domain}}).',
    notChecked: 'Aún no se ha comprobado.',
    recordsLabel: 'Registros de {{domain}}',
    kindSpf: 'SPF',
    kindDkim: 'DKIM',
    kindDmarc: 'DMARC',
    stateFound: 'Encontrado',
    stateMissing: 'Falta',
    stateWrong: 'Incorrecto',
    foundValue: 'Publicado ahora',
    expectedValue: 'Registro que añadir',
    reasonSpfFound: 'Un registro SPF indica quién puede enviar en nombre del dominio.',
    reasonSpfMissing: 'No hay registro SPF: añade el que te indique tu proveedor de correo.',
    reasonSpfWrong:
      'Debe haber exactamente un registro SPF, y debe incluir a tu proveedor de correo. Sustituye lo publicado por el registro de abajo.',
    reasonDkimFound: 'La clave publicada es esta: las firmas se verifican.',
    reasonDkimMissing: 'No hay registro DKIM con este nombre: publica el registro de arriba.',
    reasonDkimWrong:
      'Con este nombre hay publicada otra clave (¿una antigua?) o varias: las firmas de ahora no se verifican.',
    reasonDkimNoKey: 'Aún no hay clave DKIM: genera una arriba y publica su registro.',
    reasonDmarcFound: 'Hay una política DMARC publicada.',
    reasonDmarcMissing: 'No hay registro DMARC: empieza con p=none y endurécelo cuando el correo pase las pruebas.',
    reasonDmarcWrong: 'El registro DMARC no tiene una política válida (p=none, quarantine o reject), o hay varios.',
  },
  fr: {
    heading: 'Domaine d’envoi (DKIM, SPF, DMARC)',
    intro:
      'Les serveurs de messagerie font confiance aux e-mails du studio quand ils sont signés (DKIM), quand le domaine indique qui peut envoyer en son nom (SPF) et quand il dit quoi faire des e-mails qui échouent aux deux (DMARC). Ce sont des enregistrements DNS à ajouter là où votre domaine est géré.',
    dkimHeading: 'Signature DKIM',
    dkimAbout:
      'Atelier crée une paire de clés : la clé privée reste ici, chiffrée, et signe chaque e-mail envoyé par SMTP ; vous publiez la clé publique dans un enregistrement TXT.',
    dkimProviderNote:
      'Resend et SendGrid signent avec leurs propres clés (leur page de domaine donne les enregistrements) ; cette clé ne signe que les envois SMTP.',
    domain: 'Domaine',
    domainHint: 'Le domaine de votre adresse d’expéditeur, par ex. larchandlime.com.',
    selector: 'Sélecteur',
    selectorHint: 'Un nom pour cette clé, pour qu’elle coexiste avec d’autres sur le domaine.',
    generate: 'Générer la clé',
    regenerate: 'Générer une nouvelle clé',
    generating: 'Génération...',
    generated: 'Clé DKIM générée',
    generatedDescription:
      'Publiez l’enregistrement TXT ci-dessous ; les e-mails sont signés avec la nouvelle clé dès maintenant.',
    remove: 'Supprimer la clé',
    removing: 'Suppression...',
    removed: 'Clé DKIM supprimée',
    removedDescription: 'Les e-mails SMTP partent sans signature.',
    failed: 'Erreur',
    generateFailed: 'La clé n’a pas pu être générée.',
    removeFailed: 'La clé n’a pas pu être supprimée.',
    regenerateTitle: 'Remplacer la clé DKIM ?',
    regenerateQuestion:
      'L’enregistrement publié ne vérifiera plus rien : les e-mails sont signés avec la nouvelle clé tout de suite, publiez donc le nouvel enregistrement sans attendre.',
    removeTitle: 'Supprimer la clé DKIM ?',
    removeQuestion: 'Les e-mails SMTP partiront sans signature. Vous pourrez ensuite retirer l’enregistrement TXT.',
    cancel: 'Annuler',
    signingActive: 'Les e-mails SMTP sont signés avec cette clé.',
    signingOtherDomain:
      'Rien n’est signé : l’adresse d’expéditeur est chez {{fromDomain}}, pas {{domain}}. Une signature pour un autre domaine ne compte pas pour DMARC : générez une clé pour {{fromDomain}} ou changez l’expéditeur.',
    signingNoFrom:
      'Rien n’est encore signé : il n’y a pas d’adresse d’expéditeur. Indiquez-en une ci-dessus ou l’e-mail du studio dans les réglages du studio.',
    signingNotSmtp: 'La clé est conservée, mais ne signe rien : le service utilisé n’est pas SMTP.',
    signingUnreadable:
      'Cette clé ne peut pas être ouverte (l’APP_SECRET du serveur a changé), les e-mails partent donc sans signature. Générez une nouvelle clé et publiez son enregistrement.',
    recordHeading: 'Enregistrement TXT à publier',
    recordName: 'Nom',
    recordValue: 'Valeur',
    recordSplitNote:
      'Publiez la valeur entière dans un seul enregistrement TXT. Beaucoup d’interfaces DNS découpent d’elles-mêmes les valeurs de plus de 255 caractères en plusieurs chaînes ; si la vôtre vous le demande, découpez-la sans ajouter d’espaces.',
    copy: 'Copier',
    copyLabel: 'Copier {{what}}',
    copied: 'Copié.',
    copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le.',
    checkHeading: 'Enregistrements DNS',
    checkAbout:
      'Lit maintenant les enregistrements SPF, DKIM et DMARC du domaine. Atelier les vérifie à nouveau chaque jour et prévient une fois les administrateurs par e-mail si un enregistrement correct disparaît ou devient faux.',
    check: 'Vérifier le domaine',
    checking: 'Vérification...',
    checked: 'Domaine vérifié',
    checkFailed: 'Le domaine n’a pas pu être vérifié.',
    checkedAt: 'Dernière vérification : {{when}} ({{domain}}).',
    notChecked: 'Pas encore vérifié.',
    recordsLabel: 'Enregistrements de {{domain}}',
    kindSpf: 'SPF',
    kindDkim: 'DKIM',
    kindDmarc: 'DMARC',
    stateFound: 'Trouvé',
    stateMissing: 'Manquant',
    stateWrong: 'Incorrect',
    foundValue: 'Publié actuellement',
    expectedValue: 'Enregistrement à ajouter',
    reasonSpfFound: 'Un enregistrement SPF indique qui peut envoyer pour le domaine.',
    reasonSpfMissing: 'Aucun enregistrement SPF : ajoutez celui que donne votre fournisseur d’e-mail.',
    reasonSpfWrong:
      'Il faut exactement un enregistrement SPF, et il doit inclure votre fournisseur d’e-mail. Remplacez ce qui est publié par l’enregistrement ci-dessous.',
    reasonDkimFound: 'La clé publiée est celle-ci : les signatures sont vérifiées.',
    reasonDkimMissing: 'Aucun enregistrement DKIM à ce nom : publiez l’enregistrement ci-dessus.',
    reasonDkimWrong:
      'Une autre clé est publiée à ce nom (une ancienne ?), ou plusieurs : les signatures faites maintenant ne sont pas vérifiées.',
    reasonDkimNoKey: 'Pas encore de clé DKIM : générez-en une ci-dessus, puis publiez son enregistrement.',
    reasonDmarcFound: 'Une politique DMARC est publiée.',
    reasonDmarcMissing:
      'Aucun enregistrement DMARC : commencez par p=none, puis durcissez-le quand les e-mails passent.',
    reasonDmarcWrong:
      'L’enregistrement DMARC n’a pas de politique valide (p=none, quarantine ou reject), ou il y en a plusieurs.',
  },
};

export const emailDomainText = registerMessages('emailDomain', messages);
