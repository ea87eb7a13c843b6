import { type Messages, registerMessages } from '../i18n/i18n.ts';

/**
 * The two-factor pieces both the sign-in page and the Account page show (ADR 014): the secret to
 * scan, the code field, the recovery codes. The last two are server sentences a code can meet,
 * shown in the admin's language.
 */
const en = {
  qrAlt: 'QR code for your authenticator app',
  cannotScan: 'Can’t scan it? Enter this key in the app instead:',
  code: 'Code from the app',
  codeHint: 'Six digits; a new one every 30 seconds.',
  codeRequired: 'Enter the code from your authenticator app.',
  confirming: 'Checking…',
  codesLabel: 'Recovery codes',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the codes and copy them by hand.',
  actionFailed: 'Something went wrong. Please try again.',
  codeWrong: 'That code is not valid. Check your authenticator app and try again.',
  noSetupPending: 'Start the setup again: the code must match the secret just shown.',
};

type Translation = { [K in keyof typeof en]: string };

const es: Translation = {
  qrAlt: 'Código QR para tu app de autenticación',
  cannotScan: '¿No puedes escanearlo? Escribe esta clave en la app:',
  code: 'Código de la app',
  codeHint: 'Seis cifras; uno nuevo cada 30 segundos.',
  codeRequired: 'Escribe el código de tu app de autenticación.',
  confirming: 'Comprobando…',
  codesLabel: 'Códigos de recuperación',
  copyCodes: 'Copiar códigos',
  copied: 'Copiados',
  copyFailed: 'No se pudo copiar: selecciona los códigos y cópialos a mano.',
  actionFailed: 'Algo salió mal. Inténtalo de nuevo.',
  codeWrong: 'Ese código no es válido. Revisa tu app de autenticación e inténtalo de nuevo.',
  noSetupPending: 'Empieza la configuración de nuevo: el código debe corresponder a la clave recién mostrada.',
};

const fr: Translation = {
  qrAlt: 'Code QR pour votre application d’authentification',
  cannotScan: 'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application :',
  code: 'Code de l’application',
  codeHint: 'Six chiffres ; un nouveau toutes les 30 secondes.',
  codeRequired: 'Saisissez le code de votre application d’authentification.',
  confirming: 'Vérification…',
  codesLabel: 'Codes de secours',
  copyCodes: 'Copier les codes',
  copied: 'Copiés',
  copyFailed: 'Copie impossible : sélectionnez les codes et copiez-les à la main.',
  actionFailed: 'Une erreur s’est produite. Veuillez réessayer.',
  codeWrong: 'Ce code n’est pas valide. Vérifiez votre application d’authentification et réessayez.',
  noSetupPending: 'Recommencez la configuration : le code doit correspondre à la clé qui vient d’être affichée.',
};

export const messages = { en, es, fr } satisfies Messages<typeof en>;
export const twoFactorText = registerMessages('twoFactor', messages);
