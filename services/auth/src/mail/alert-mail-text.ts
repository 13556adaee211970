import type { ProfileLanguage } from '@streamhub/contracts';

/**
 * The words of the owner alerts (password changed, PIN changed, new sign-in), per language: the
 * account's language as the reset code uses it (accountLanguageOf; docs/i18n.md "Mails"). Values
 * come in one object so a check can compare the placeholders of every language with English's.
 */
export interface AlertMailText {
  passwordSubject: string;
  passwordWhat: string;
  pinSubject: string;
  pinSetWhat: string;
  pinRemovedWhat: string;
  newSignInSubject: string;
  newSignInWhat: (v: { device: string }) => string;
  happenedAt: (v: { what: string; when: string }) => string;
  ifYou: string;
  ifNotYou: (v: { url: string }) => string;
}

export const ALERT_MAIL_TEXT: Record<ProfileLanguage, AlertMailText> = {
  en: {
    passwordSubject: 'Your StreamHub password was changed',
    passwordWhat: 'The password of your account was changed',
    pinSubject: 'Your StreamHub account PIN was changed',
    pinSetWhat: 'The account PIN was set or changed',
    pinRemovedWhat: 'The account PIN was removed',
    newSignInSubject: 'New sign-in to your StreamHub account',
    newSignInWhat: ({ device }) => `Your account was signed in to from a new device: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC).`,
    ifYou: 'If this was you, there is nothing to do.',
    ifNotYou: ({ url }) =>
      `If this wasn't you, sign out every session of your account now, then reset your password: ${url}`,
  },
  hi: {
    passwordSubject: 'आपका StreamHub पासवर्ड बदला गया',
    passwordWhat: 'आपके खाते का पासवर्ड बदला गया',
    pinSubject: 'आपके StreamHub खाते का PIN बदला गया',
    pinSetWhat: 'खाते का PIN सेट किया गया या बदला गया',
    pinRemovedWhat: 'खाते का PIN हटा दिया गया',
    newSignInSubject: 'आपके StreamHub खाते में नया साइन-इन',
    newSignInWhat: ({ device }) => `आपके खाते में एक नए डिवाइस से साइन इन किया गया: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC)।`,
    ifYou: 'अगर यह आपने किया था, तो कुछ करने की ज़रूरत नहीं है।',
    ifNotYou: ({ url }) =>
      `अगर यह आपने नहीं किया, तो अभी अपने खाते के सभी सेशन से साइन आउट करें, फिर अपना पासवर्ड रीसेट करें: ${url}`,
  },
  ta: {
    passwordSubject: 'உங்கள் StreamHub கடவுச்சொல் மாற்றப்பட்டது',
    passwordWhat: 'உங்கள் கணக்கின் கடவுச்சொல் மாற்றப்பட்டது',
    pinSubject: 'உங்கள் StreamHub கணக்கு PIN மாற்றப்பட்டது',
    pinSetWhat: 'கணக்கு PIN அமைக்கப்பட்டது அல்லது மாற்றப்பட்டது',
    pinRemovedWhat: 'கணக்கு PIN நீக்கப்பட்டது',
    newSignInSubject: 'உங்கள் StreamHub கணக்கில் புதிய உள்நுழைவு',
    newSignInWhat: ({ device }) => `உங்கள் கணக்கில் ஒரு புதிய சாதனத்திலிருந்து உள்நுழையப்பட்டது: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC).`,
    ifYou: 'இதைச் செய்தது நீங்கள் என்றால், எதுவும் செய்ய வேண்டியதில்லை.',
    ifNotYou: ({ url }) =>
      `இதைச் செய்தது நீங்கள் இல்லை என்றால், இப்போதே உங்கள் கணக்கின் எல்லா அமர்வுகளிலிருந்தும் வெளியேறி, பிறகு உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்: ${url}`,
  },
  te: {
    passwordSubject: 'మీ StreamHub పాస్‌వర్డ్ మార్చబడింది',
    passwordWhat: 'మీ ఖాతా పాస్‌వర్డ్ మార్చబడింది',
    pinSubject: 'మీ StreamHub ఖాతా PIN మార్చబడింది',
    pinSetWhat: 'ఖాతా PIN సెట్ చేయబడింది లేదా మార్చబడింది',
    pinRemovedWhat: 'ఖాతా PIN తీసివేయబడింది',
    newSignInSubject: 'మీ StreamHub ఖాతాలో కొత్త సైన్-ఇన్',
    newSignInWhat: ({ device }) => `మీ ఖాతాలోకి కొత్త పరికరం నుండి సైన్ ఇన్ చేయబడింది: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC).`,
    ifYou: 'ఇది మీరే చేసి ఉంటే, చేయాల్సింది ఏమీ లేదు.',
    ifNotYou: ({ url }) => `ఇది మీరు కాకపోతే, ఇప్పుడే మీ ఖాతా యొక్క అన్ని సెషన్‌ల నుండి సైన్ అవుట్ చేసి, ఆపై మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి: ${url}`,
  },
  bn: {
    passwordSubject: 'আপনার StreamHub পাসওয়ার্ড পরিবর্তন করা হয়েছে',
    passwordWhat: 'আপনার অ্যাকাউন্টের পাসওয়ার্ড পরিবর্তন করা হয়েছে',
    pinSubject: 'আপনার StreamHub অ্যাকাউন্টের PIN পরিবর্তন করা হয়েছে',
    pinSetWhat: 'অ্যাকাউন্টের PIN সেট বা পরিবর্তন করা হয়েছে',
    pinRemovedWhat: 'অ্যাকাউন্টের PIN সরিয়ে দেওয়া হয়েছে',
    newSignInSubject: 'আপনার StreamHub অ্যাকাউন্টে নতুন সাইন-ইন',
    newSignInWhat: ({ device }) => `একটি নতুন ডিভাইস থেকে আপনার অ্যাকাউন্টে সাইন ইন করা হয়েছে: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC)।`,
    ifYou: 'এটি যদি আপনি করে থাকেন, তাহলে কিছু করার দরকার নেই।',
    ifNotYou: ({ url }) =>
      `এটি যদি আপনি না করে থাকেন, তাহলে এখনই আপনার অ্যাকাউন্টের সব সেশন থেকে সাইন আউট করুন, তারপর পাসওয়ার্ড রিসেট করুন: ${url}`,
  },
  mr: {
    passwordSubject: 'तुमचा StreamHub पासवर्ड बदलला गेला',
    passwordWhat: 'तुमच्या खात्याचा पासवर्ड बदलला गेला',
    pinSubject: 'तुमच्या StreamHub खात्याचा PIN बदलला गेला',
    pinSetWhat: 'खात्याचा PIN सेट केला किंवा बदलला गेला',
    pinRemovedWhat: 'खात्याचा PIN काढून टाकला गेला',
    newSignInSubject: 'तुमच्या StreamHub खात्यात नवीन साइन-इन',
    newSignInWhat: ({ device }) => `तुमच्या खात्यात नवीन डिव्हाइसवरून साइन इन केले गेले: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC).`,
    ifYou: 'हे तुम्ही केले असल्यास, काहीही करण्याची गरज नाही.',
    ifNotYou: ({ url }) =>
      `हे तुम्ही केले नसल्यास, आत्ताच तुमच्या खात्याच्या सर्व सेशनमधून साइन आउट करा, नंतर तुमचा पासवर्ड रीसेट करा: ${url}`,
  },
  kn: {
    passwordSubject: 'ನಿಮ್ಮ StreamHub ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲಾಗಿದೆ',
    passwordWhat: 'ನಿಮ್ಮ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಲಾಗಿದೆ',
    pinSubject: 'ನಿಮ್ಮ StreamHub ಖಾತೆಯ PIN ಬದಲಾಯಿಸಲಾಗಿದೆ',
    pinSetWhat: 'ಖಾತೆಯ PIN ಹೊಂದಿಸಲಾಗಿದೆ ಅಥವಾ ಬದಲಾಯಿಸಲಾಗಿದೆ',
    pinRemovedWhat: 'ಖಾತೆಯ PIN ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
    newSignInSubject: 'ನಿಮ್ಮ StreamHub ಖಾತೆಗೆ ಹೊಸ ಸೈನ್-ಇನ್',
    newSignInWhat: ({ device }) => `ಹೊಸ ಸಾಧನದಿಂದ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೈನ್ ಇನ್ ಮಾಡಲಾಗಿದೆ: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC).`,
    ifYou: 'ಇದನ್ನು ನೀವೇ ಮಾಡಿದ್ದರೆ, ಏನೂ ಮಾಡಬೇಕಾಗಿಲ್ಲ.',
    ifNotYou: ({ url }) =>
      `ಇದನ್ನು ನೀವು ಮಾಡಿಲ್ಲದಿದ್ದರೆ, ಈಗಲೇ ನಿಮ್ಮ ಖಾತೆಯ ಎಲ್ಲಾ ಸೆಷನ್‌ಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಿ, ನಂತರ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ: ${url}`,
  },
  ml: {
    passwordSubject: 'നിങ്ങളുടെ StreamHub പാസ്‌വേഡ് മാറ്റി',
    passwordWhat: 'നിങ്ങളുടെ അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് മാറ്റി',
    pinSubject: 'നിങ്ങളുടെ StreamHub അക്കൗണ്ട് PIN മാറ്റി',
    pinSetWhat: 'അക്കൗണ്ട് PIN സജ്ജമാക്കുകയോ മാറ്റുകയോ ചെയ്തു',
    pinRemovedWhat: 'അക്കൗണ്ട് PIN നീക്കം ചെയ്തു',
    newSignInSubject: 'നിങ്ങളുടെ StreamHub അക്കൗണ്ടിൽ പുതിയ സൈൻ-ഇൻ',
    newSignInWhat: ({ device }) => `ഒരു പുതിയ ഉപകരണത്തിൽ നിന്ന് നിങ്ങളുടെ അക്കൗണ്ടിൽ സൈൻ ഇൻ ചെയ്തു: ${device}`,
    happenedAt: ({ what, when }) => `${what} (${when} UTC).`,
    ifYou: 'ഇത് നിങ്ങൾ ചെയ്തതാണെങ്കിൽ, ഒന്നും ചെയ്യേണ്ടതില്ല.',
    ifNotYou: ({ url }) =>
      `ഇത് നിങ്ങളല്ലെങ്കിൽ, ഇപ്പോൾത്തന്നെ നിങ്ങളുടെ അക്കൗണ്ടിന്റെ എല്ലാ സെഷനുകളിൽ നിന്നും സൈൻ ഔട്ട് ചെയ്യുക, തുടർന്ന് പാസ്‌വേഡ് പുനഃസജ്ജമാക്കുക: ${url}`,
  },
};
