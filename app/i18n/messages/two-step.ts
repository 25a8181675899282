// Texts of two-step sign-in (issue 11 section 5): the login dialog's code step, setting up an authenticator
// app, recovery codes, the Admin's requirement setting and reset.
const en = {
  title: 'Two-step sign-in',
  codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  code: 'Code',
  verify: 'Verify',
  verifying: 'Checking...',
  wrongCode: 'The code is not correct.',
  badCode: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  expired: 'The sign-in has expired. Please sign in again.',
  setupRequired: 'Two-step sign-in is required for your account. Set up an authenticator app to continue.',
  scan: 'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or FreeOTP), then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manual: 'Or type this key into the app:',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Keep these codes somewhere safe, for example on paper. If you cannot use your phone, each code signs you in once. They are shown only now.',
  continue: 'Continue',
  intro: 'With two-step sign-in, signing in needs your password and a code from an authenticator app on your phone.',
  isOn: 'Two-step sign-in is on. Recovery codes left: {count}.',
  isOff: 'Two-step sign-in is off.',
  turnOn: 'Turn on two-step sign-in',
  turnOff: 'Turn off two-step sign-in',
  newCodes: 'Make new recovery codes',
  confirmPassword: 'Enter your password to continue.',
  requiredNote: 'Two-step sign-in is required for your role, so it cannot be turned off. An Admin can reset it.',
  turnedOn: 'Two-step sign-in is on.',
  turnedOff: 'Two-step sign-in is off.',
  wrongPassword: 'The password is not correct.',
  failed: 'That did not work: {reason}',
  requireTitle: 'Sign-in security',
  requireLabel: 'Require two-step sign-in for Admin and Director accounts',
  requireHelp: 'Those accounts set it up the next time they sign in.',
  requireSaved: 'The setting has been saved.',
  reset: 'Reset two-step sign-in of {name}',
  resetConfirm:
    'Turn off two-step sign-in for {name}? They are signed out everywhere and sign in with their password (where two-step sign-in is required, they set up a new app).',
  resetAction: 'Reset',
  resetDone: 'Two-step sign-in of {name} has been reset.',
};

export type TwoStepMessages = typeof en;

const de: TwoStepMessages = {
  title: 'Anmeldung in zwei Schritten',
  codeIntro: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein.',
  code: 'Code',
  verify: 'Bestätigen',
  verifying: 'Wird geprüft...',
  wrongCode: 'Der Code ist nicht richtig.',
  badCode: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  expired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  setupRequired:
    'Für Ihr Konto ist die Anmeldung in zwei Schritten vorgeschrieben. Richten Sie eine Authenticator-App ein, um fortzufahren.',
  scan: 'Scannen Sie diesen QR-Code mit einer Authenticator-App (zum Beispiel Google Authenticator, Microsoft Authenticator oder FreeOTP) und geben Sie dann den angezeigten 6-stelligen Code ein.',
  qrAlt: 'QR-Code für Ihre Authenticator-App',
  manual: 'Oder geben Sie diesen Schlüssel in der App ein:',
  recoveryTitle: 'Ihre Wiederherstellungscodes',
  recoveryIntro:
    'Bewahren Sie diese Codes sicher auf, zum Beispiel auf Papier. Wenn Sie Ihr Telefon nicht nutzen können, meldet Sie jeder Code einmal an. Sie werden nur jetzt angezeigt.',
  continue: 'Weiter',
  intro:
    'Bei der Anmeldung in zwei Schritten brauchen Sie Ihr Passwort und einen Code aus einer Authenticator-App auf Ihrem Telefon.',
  isOn: 'Die Anmeldung in zwei Schritten ist eingeschaltet. Verbleibende Wiederherstellungscodes: {count}.',
  isOff: 'Die Anmeldung in zwei Schritten ist ausgeschaltet.',
  turnOn: 'Anmeldung in zwei Schritten einschalten',
  turnOff: 'Anmeldung in zwei Schritten ausschalten',
  newCodes: 'Neue Wiederherstellungscodes erstellen',
  confirmPassword: 'Geben Sie Ihr Passwort ein, um fortzufahren.',
  requiredNote:
    'Für Ihre Rolle ist die Anmeldung in zwei Schritten vorgeschrieben, daher kann sie nicht ausgeschaltet werden. Ein Admin kann sie zurücksetzen.',
  turnedOn: 'Die Anmeldung in zwei Schritten ist eingeschaltet.',
  turnedOff: 'Die Anmeldung in zwei Schritten ist ausgeschaltet.',
  wrongPassword: 'Das Passwort ist nicht richtig.',
  failed: 'Das hat nicht geklappt: {reason}',
  requireTitle: 'Sicherheit der Anmeldung',
  requireLabel: 'Anmeldung in zwei Schritten für Admin- und Direktionskonten vorschreiben',
  requireHelp: 'Diese Konten richten sie bei ihrer nächsten Anmeldung ein.',
  requireSaved: 'Die Einstellung wurde gespeichert.',
  reset: 'Anmeldung in zwei Schritten von {name} zurücksetzen',
  resetConfirm:
    'Anmeldung in zwei Schritten für {name} ausschalten? Die Person wird überall abgemeldet und meldet sich mit ihrem Passwort an (wo die Anmeldung in zwei Schritten vorgeschrieben ist, richtet sie eine neue App ein).',
  resetAction: 'Zurücksetzen',
  resetDone: 'Die Anmeldung in zwei Schritten von {name} wurde zurückgesetzt.',
};

const sw: TwoStepMessages = {
  title: 'Kuingia kwa hatua mbili',
  codeIntro:
    'Weka msimbo wa tarakimu 6 kutoka kwenye programu yako ya uthibitishaji, au mmoja wa misimbo yako ya dharura.',
  code: 'Msimbo',
  verify: 'Thibitisha',
  verifying: 'Inakagua...',
  wrongCode: 'Msimbo si sahihi.',
  badCode: 'Weka msimbo wa tarakimu 6 kutoka kwenye programu yako ya uthibitishaji, au msimbo wa dharura.',
  expired: 'Muda wa kuingia umekwisha. Tafadhali ingia tena.',
  setupRequired: 'Kuingia kwa hatua mbili kunahitajika kwa akaunti yako. Weka programu ya uthibitishaji ili kuendelea.',
  scan: 'Changanua msimbo huu wa QR kwa programu ya uthibitishaji (kwa mfano Google Authenticator, Microsoft Authenticator au FreeOTP), kisha weka msimbo wa tarakimu 6 unaoonyeshwa.',
  qrAlt: 'Msimbo wa QR kwa programu yako ya uthibitishaji',
  manual: 'Au andika ufunguo huu kwenye programu:',
  recoveryTitle: 'Misimbo yako ya dharura',
  recoveryIntro:
    'Hifadhi misimbo hii mahali salama, kwa mfano kwenye karatasi. Usipoweza kutumia simu yako, kila msimbo unakuingiza mara moja. Inaonyeshwa sasa tu.',
  continue: 'Endelea',
  intro:
    'Kwa kuingia kwa hatua mbili, kuingia kunahitaji nenosiri lako na msimbo kutoka kwenye programu ya uthibitishaji kwenye simu yako.',
  isOn: 'Kuingia kwa hatua mbili kumewashwa. Misimbo ya dharura iliyobaki: {count}.',
  isOff: 'Kuingia kwa hatua mbili kumezimwa.',
  turnOn: 'Washa kuingia kwa hatua mbili',
  turnOff: 'Zima kuingia kwa hatua mbili',
  newCodes: 'Tengeneza misimbo mipya ya dharura',
  confirmPassword: 'Weka nenosiri lako ili kuendelea.',
  requiredNote:
    'Kuingia kwa hatua mbili kunahitajika kwa nafasi yako, kwa hiyo hakuwezi kuzimwa. Admin anaweza kukiweka upya.',
  turnedOn: 'Kuingia kwa hatua mbili kumewashwa.',
  turnedOff: 'Kuingia kwa hatua mbili kumezimwa.',
  wrongPassword: 'Nenosiri si sahihi.',
  failed: 'Imeshindikana: {reason}',
  requireTitle: 'Usalama wa kuingia',
  requireLabel: 'Lazimisha kuingia kwa hatua mbili kwa akaunti za Admin na Mkurugenzi',
  requireHelp: 'Akaunti hizo zitakiweka mara ijayo zitakapoingia.',
  requireSaved: 'Mpangilio umehifadhiwa.',
  reset: 'Weka upya kuingia kwa hatua mbili kwa {name}',
  resetConfirm:
    'Zima kuingia kwa hatua mbili kwa {name}? Atatolewa kila mahali na ataingia kwa nenosiri lake (pale ambapo kuingia kwa hatua mbili kunahitajika, ataweka programu mpya).',
  resetAction: 'Weka upya',
  resetDone: 'Kuingia kwa hatua mbili kwa {name} kumewekwa upya.',
};

export default { en, de, sw };
