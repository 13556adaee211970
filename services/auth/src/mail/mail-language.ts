import type { ProfileLanguage } from '@streamhub/contracts';
import type { Household } from '../households/households.repository';

/**
 * The language of an account's mails (docs/i18n.md "Mails"): the language of the account holder's
 * own profile (the one with the account's id), else of its first profile, else English. Editing
 * that profile's language changes the mails too; there is no separate setting.
 */
export function accountLanguageOf(household: Pick<Household, 'userId' | 'profiles'> | null): ProfileLanguage {
  if (!household) return 'en';
  const own = household.profiles.find((p) => p.id === household.userId) ?? household.profiles[0];
  return own?.language ?? 'en';
}

/** The words of a mail that carries a one-time code, per language. */
interface CodeMailText {
  greeting: (name: string) => string;
  expiry: (minutes: number) => string;
  signOff: string;
  resetSubject: string;
  resetIntro: string;
  signupSubject: string;
  signupIntro: string;
}

const EN: CodeMailText = {
  greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
  expiry: (m) =>
    `The code expires in ${m} ${m === 1 ? 'minute' : 'minutes'}. If you did not ask for it, you can ignore this email.`,
  signOff: 'StreamHub',
  resetSubject: 'Your StreamHub password reset code',
  resetIntro: 'Use this code to set a new StreamHub password:',
  signupSubject: 'Your StreamHub verification code',
  signupIntro: 'Use this code to finish creating your StreamHub account:',
};

export const CODE_MAIL_TEXT: Record<ProfileLanguage, CodeMailText> = {
  en: EN,
  hi: {
    greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    expiry: (m) => `यह कोड ${m} मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।`,
    signOff: 'StreamHub',
    resetSubject: 'आपका StreamHub पासवर्ड रीसेट कोड',
    resetIntro: 'नया StreamHub पासवर्ड सेट करने के लिए यह कोड इस्तेमाल करें:',
    signupSubject: 'आपका StreamHub सत्यापन कोड',
    signupIntro: 'अपना StreamHub खाता बनाना पूरा करने के लिए यह कोड इस्तेमाल करें:',
  },
  ta: {
    greeting: (name) => (name ? `வணக்கம் ${name},` : 'வணக்கம்,'),
    expiry: (m) => `இந்தக் குறியீடு ${m} நிமிடங்களில் காலாவதியாகும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.`,
    signOff: 'StreamHub',
    resetSubject: 'உங்கள் StreamHub கடவுச்சொல் மீட்டமைப்புக் குறியீடு',
    resetIntro: 'புதிய StreamHub கடவுச்சொல்லை அமைக்க இந்தக் குறியீட்டைப் பயன்படுத்தவும்:',
    signupSubject: 'உங்கள் StreamHub சரிபார்ப்புக் குறியீடு',
    signupIntro: 'உங்கள் StreamHub கணக்கை உருவாக்கி முடிக்க இந்தக் குறியீட்டைப் பயன்படுத்தவும்:',
  },
  te: {
    greeting: (name) => (name ? `నమస్తే ${name},` : 'నమస్తే,'),
    expiry: (m) => `ఈ కోడ్ గడువు ${m} నిమిషాల్లో ముగుస్తుంది. మీరు దీన్ని అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి.`,
    signOff: 'StreamHub',
    resetSubject: 'మీ StreamHub పాస్‌వర్డ్ రీసెట్ కోడ్',
    resetIntro: 'కొత్త StreamHub పాస్‌వర్డ్ సెట్ చేయడానికి ఈ కోడ్ ఉపయోగించండి:',
    signupSubject: 'మీ StreamHub ధృవీకరణ కోడ్',
    signupIntro: 'మీ StreamHub ఖాతాను సృష్టించడం పూర్తి చేయడానికి ఈ కోడ్ ఉపయోగించండి:',
  },
  bn: {
    greeting: (name) => (name ? `নমস্কার ${name},` : 'নমস্কার,'),
    expiry: (m) => `কোডটির মেয়াদ ${m} মিনিটে শেষ হবে। আপনি এটি না চেয়ে থাকলে, এই ইমেলটি উপেক্ষা করুন।`,
    signOff: 'StreamHub',
    resetSubject: 'আপনার StreamHub পাসওয়ার্ড রিসেট কোড',
    resetIntro: 'নতুন StreamHub পাসওয়ার্ড সেট করতে এই কোডটি ব্যবহার করুন:',
    signupSubject: 'আপনার StreamHub যাচাইকরণ কোড',
    signupIntro: 'আপনার StreamHub অ্যাকাউন্ট তৈরি শেষ করতে এই কোডটি ব্যবহার করুন:',
  },
  mr: {
    greeting: (name) => (name ? `नमस्कार ${name},` : 'नमस्कार,'),
    expiry: (m) => `हा कोड ${m} मिनिटांत कालबाह्य होईल. तुम्ही तो मागितला नसल्यास, या ईमेलकडे दुर्लक्ष करा.`,
    signOff: 'StreamHub',
    resetSubject: 'तुमचा StreamHub पासवर्ड रीसेट कोड',
    resetIntro: 'नवीन StreamHub पासवर्ड सेट करण्यासाठी हा कोड वापरा:',
    signupSubject: 'तुमचा StreamHub पडताळणी कोड',
    signupIntro: 'तुमचे StreamHub खाते तयार करणे पूर्ण करण्यासाठी हा कोड वापरा:',
  },
  kn: {
    greeting: (name) => (name ? `ನಮಸ್ಕಾರ ${name},` : 'ನಮಸ್ಕಾರ,'),
    expiry: (m) => `ಈ ಕೋಡ್‌ನ ಅವಧಿ ${m} ನಿಮಿಷಗಳಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ. ನೀವು ಇದನ್ನು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ.`,
    signOff: 'StreamHub',
    resetSubject: 'ನಿಮ್ಮ StreamHub ಪಾಸ್‌ವರ್ಡ್ ರೀಸೆಟ್ ಕೋಡ್',
    resetIntro: 'ಹೊಸ StreamHub ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಲು ಈ ಕೋಡ್ ಬಳಸಿ:',
    signupSubject: 'ನಿಮ್ಮ StreamHub ಪರಿಶೀಲನಾ ಕೋಡ್',
    signupIntro: 'ನಿಮ್ಮ StreamHub ಖಾತೆಯನ್ನು ರಚಿಸುವುದನ್ನು ಪೂರ್ಣಗೊಳಿಸಲು ಈ ಕೋಡ್ ಬಳಸಿ:',
  },
  ml: {
    greeting: (name) => (name ? `നമസ്കാരം ${name},` : 'നമസ്കാരം,'),
    expiry: (m) => `ഈ കോഡിന്റെ കാലാവധി ${m} മിനിറ്റിനുള്ളിൽ അവസാനിക്കും. നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ, ഈ ഇമെയിൽ അവഗണിക്കുക.`,
    signOff: 'StreamHub',
    resetSubject: 'നിങ്ങളുടെ StreamHub പാസ്‌വേഡ് റീസെറ്റ് കോഡ്',
    resetIntro: 'പുതിയ StreamHub പാസ്‌വേഡ് സജ്ജമാക്കാൻ ഈ കോഡ് ഉപയോഗിക്കുക:',
    signupSubject: 'നിങ്ങളുടെ StreamHub സ്ഥിരീകരണ കോഡ്',
    signupIntro: 'നിങ്ങളുടെ StreamHub അക്കൗണ്ട് സൃഷ്ടിക്കൽ പൂർത്തിയാക്കാൻ ഈ കോഡ് ഉപയോഗിക്കുക:',
  },
};
