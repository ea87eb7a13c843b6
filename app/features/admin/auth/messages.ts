import { type Messages, registerMessages } from '../i18n/i18n.ts';

/** The sign-in page (spec §2 'Admin sign-in', §5, §8). */
const en = {
  pageTitle: 'Admin Sign In',
  heading: 'Sign in',
  intro: 'Sign in to manage the studio’s website.',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  missingTitle: 'Missing Information',
  missingDescription: 'Please enter both username and password.',
  successTitle: 'Login Successful',
  successDescription: 'Welcome back, {{name}}.',
  failedTitle: 'Login Failed',
  failedDescription: 'Invalid username or password.',
  backToSite: 'Back to the website',
};

export const messages = {
  en,
  es: {
    pageTitle: 'Acceso de administración',
    heading: 'Iniciar sesión',
    intro: 'Inicia sesión para gestionar el sitio web del estudio.',
    username: 'Usuario',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    signingIn: 'Iniciando sesión...',
    missingTitle: 'Falta información',
    missingDescription: 'Introduce el usuario y la contraseña.',
    successTitle: 'Sesión iniciada',
    successDescription: 'Hola de nuevo, {{name}}.',
    failedTitle: 'Error de inicio de sesión',
    failedDescription: 'Usuario o contraseña incorrectos.',
    backToSite: 'Volver al sitio web',
  },
  fr: {
    pageTitle: 'Connexion administrateur',
    heading: 'Connexion',
    intro: 'Connectez-vous pour gérer le site du studio.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    signingIn: 'Connexion...',
    missingTitle: 'Informations manquantes',
    missingDescription: 'Veuillez saisir le nom d’utilisateur et le mot de passe.',
    successTitle: 'Connexion réussie',
    successDescription: 'Bon retour, {{name}}.',
    failedTitle: 'Échec de la connexion',
    failedDescription: 'Nom d’utilisateur ou mot de passe incorrect.',
    backToSite: 'Retour au site',
  },
} satisfies Messages<typeof en>;

export const authText = registerMessages('auth', messages);
