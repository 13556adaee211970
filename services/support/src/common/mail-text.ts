import { byLanguage, type GrievanceCategory, type ProfileLanguage } from '@streamhub/contracts';

/*
 * The words of support's mails (query acknowledgements and replies, grievance acknowledgements and
 * decisions), per language, in the style of auth's CODE_MAIL_TEXT. Each entry takes its values as
 * one object of already formatted strings, so mail-text.spec.ts can check that every language uses
 * the same placeholders as English. A reply keeps "Re:" in every language: mail clients thread by it.
 */

type Text<P extends string = never> = [P] extends [never] ? string : (values: Record<P, string>) => string;

export interface SupportMailText {
  hello: Text<'name'>;
  helloNoName: string;
  supportSignOff: string;

  queryAckSubject: Text<'reference' | 'subject'>;
  queryAckBody: Text<'subject' | 'reference'>;
  yourMessage: string;
  replySubject: Text<'subject'>;
  yourOriginalMessage: string;

  grievanceAckSubject: Text<'reference'>;
  grievanceRegistered: Text<'reference' | 'category'>;
  grievanceRegisteredAbout: Text<'reference' | 'category' | 'title'>;
  grievanceDecideBy: Text<'date' | 'days'>;
  yourGrievance: string;

  decisionSubject: Text<'reference'>;
  decided: Text<'reference' | 'category'>;
  decisionLabel: string;
  ratingChanged: Text<'title' | 'after' | 'before'>;
  appeal: Text<'body' | 'url' | 'date' | 'reference'>;

  categories: Record<GrievanceCategory, string>;
}

const EN: SupportMailText = {
  hello: ({ name }) => `Hi ${name},`,
  helloNoName: 'Hello,',
  supportSignOff: '— StreamHub Support',

  queryAckSubject: ({ reference, subject }) => `We received your query ${reference}: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `Thank you for contacting StreamHub support. We received your query "${subject}" (reference ${reference}) and will reply within 24 hours.`,
  yourMessage: 'Your message:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'Your original message:',

  grievanceAckSubject: ({ reference }) => `Grievance ${reference} received`,
  grievanceRegistered: ({ reference, category }) =>
    `We have received your grievance and registered it as ${reference} (${category}).`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `We have received your grievance and registered it as ${reference} (${category}, about "${title}").`,
  grievanceDecideBy: ({ date, days }) =>
    `We will decide it by ${date} (within ${days} days) and mail you the decision. ` +
    'You can see its status at any time on the Grievance Redressal page with the reference and this address.',
  yourGrievance: 'Your grievance:',

  decisionSubject: ({ reference }) => `Decision on your grievance ${reference}`,
  decided: ({ reference, category }) => `We have decided your grievance ${reference} (${category}).`,
  decisionLabel: 'Decision:',
  ratingChanged: ({ title, after, before }) => `The rating of "${title}" is now ${after}; it was ${before}.`,
  appeal: ({ body, url, date, reference }) =>
    `If you are not satisfied, you can appeal to ${body} (${url}) until ${date}: ` +
    `open the Grievance Redressal page, look up ${reference} and choose "Appeal".`,

  categories: {
    content_rating: 'Content: rating or descriptor wrong',
    objectionable_content: 'Content: objectionable',
    billing: 'Billing',
    privacy: 'Privacy',
    account: 'Account',
    other: 'Other',
  },
};

const HI: SupportMailText = {
  hello: ({ name }) => `नमस्ते ${name},`,
  helloNoName: 'नमस्ते,',
  supportSignOff: '— StreamHub सहायता',

  queryAckSubject: ({ reference, subject }) => `हमें आपका प्रश्न ${reference} मिल गया है: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `StreamHub सहायता से संपर्क करने के लिए धन्यवाद। हमें आपका प्रश्न "${subject}" (संदर्भ ${reference}) मिल गया है और हम 24 घंटे के भीतर जवाब देंगे।`,
  yourMessage: 'आपका संदेश:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'आपका मूल संदेश:',

  grievanceAckSubject: ({ reference }) => `शिकायत ${reference} प्राप्त हुई`,
  grievanceRegistered: ({ reference, category }) =>
    `हमें आपकी शिकायत मिल गई है और इसे ${reference} (${category}) के रूप में दर्ज किया गया है।`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `हमें आपकी शिकायत मिल गई है और इसे ${reference} (${category}, "${title}" के बारे में) के रूप में दर्ज किया गया है।`,
  grievanceDecideBy: ({ date, days }) =>
    `हम ${date} तक (${days} दिनों के भीतर) इस पर निर्णय लेंगे और निर्णय आपको मेल करेंगे। ` +
    'आप शिकायत निवारण पेज पर संदर्भ और इस पते से कभी भी इसकी स्थिति देख सकते हैं।',
  yourGrievance: 'आपकी शिकायत:',

  decisionSubject: ({ reference }) => `आपकी शिकायत ${reference} पर निर्णय`,
  decided: ({ reference, category }) => `हमने आपकी शिकायत ${reference} (${category}) पर निर्णय ले लिया है।`,
  decisionLabel: 'निर्णय:',
  ratingChanged: ({ title, after, before }) => `"${title}" की रेटिंग अब ${after} है; पहले ${before} थी।`,
  appeal: ({ body, url, date, reference }) =>
    `अगर आप संतुष्ट नहीं हैं, तो आप ${date} तक ${body} (${url}) में अपील कर सकते हैं: ` +
    `शिकायत निवारण पेज खोलें, ${reference} खोजें और "अपील" चुनें।`,

  categories: {
    content_rating: 'सामग्री: रेटिंग या विवरण गलत',
    objectionable_content: 'सामग्री: आपत्तिजनक',
    billing: 'बिलिंग',
    privacy: 'निजता',
    account: 'खाता',
    other: 'अन्य',
  },
};

const TA: SupportMailText = {
  hello: ({ name }) => `வணக்கம் ${name},`,
  helloNoName: 'வணக்கம்,',
  supportSignOff: '— StreamHub உதவி மையம்',

  queryAckSubject: ({ reference, subject }) => `உங்கள் கேள்வி ${reference} கிடைத்தது: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `StreamHub உதவி மையத்தைத் தொடர்புகொண்டதற்கு நன்றி. உங்கள் கேள்வி "${subject}" (குறிப்பு எண் ${reference}) கிடைத்தது; 24 மணி நேரத்துக்குள் பதிலளிப்போம்.`,
  yourMessage: 'உங்கள் செய்தி:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'உங்கள் அசல் செய்தி:',

  grievanceAckSubject: ({ reference }) => `குறை ${reference} பெறப்பட்டது`,
  grievanceRegistered: ({ reference, category }) =>
    `உங்கள் குறையைப் பெற்று, ${reference} (${category}) எனப் பதிவு செய்துள்ளோம்.`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `உங்கள் குறையைப் பெற்று, ${reference} (${category}, "${title}" பற்றி) எனப் பதிவு செய்துள்ளோம்.`,
  grievanceDecideBy: ({ date, days }) =>
    `${date}-க்குள் (${days} நாட்களுக்குள்) முடிவெடுத்து, முடிவை உங்களுக்கு மின்னஞ்சல் செய்வோம். ` +
    'குறை தீர்வுப் பக்கத்தில் குறிப்பு எண் மற்றும் இந்த முகவரி மூலம் எப்போது வேண்டுமானாலும் அதன் நிலையைப் பார்க்கலாம்.',
  yourGrievance: 'உங்கள் குறை:',

  decisionSubject: ({ reference }) => `உங்கள் குறை ${reference} மீதான முடிவு`,
  decided: ({ reference, category }) => `உங்கள் குறை ${reference} (${category}) மீது முடிவெடுத்துள்ளோம்.`,
  decisionLabel: 'முடிவு:',
  ratingChanged: ({ title, after, before }) => `"${title}"-இன் மதிப்பீடு இப்போது ${after}; முன்பு ${before}.`,
  appeal: ({ body, url, date, reference }) =>
    `திருப்தி இல்லையெனில், ${date} வரை ${body} (${url})-இடம் மேல்முறையீடு செய்யலாம்: ` +
    `குறை தீர்வுப் பக்கத்தைத் திறந்து, ${reference}-ஐத் தேடி "மேல்முறையீடு" என்பதைத் தேர்ந்தெடுக்கவும்.`,

  categories: {
    content_rating: 'உள்ளடக்கம்: மதிப்பீடு அல்லது விவரிப்பு தவறு',
    objectionable_content: 'உள்ளடக்கம்: ஆட்சேபனைக்குரியது',
    billing: 'கட்டணம்',
    privacy: 'தனியுரிமை',
    account: 'கணக்கு',
    other: 'பிற',
  },
};

const TE: SupportMailText = {
  hello: ({ name }) => `నమస్తే ${name},`,
  helloNoName: 'నమస్తే,',
  supportSignOff: '— StreamHub సహాయం',

  queryAckSubject: ({ reference, subject }) => `మీ ప్రశ్న ${reference} అందింది: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `StreamHub సహాయాన్ని సంప్రదించినందుకు ధన్యవాదాలు. మీ ప్రశ్న "${subject}" (రిఫరెన్స్ ${reference}) మాకు అందింది, 24 గంటల్లో జవాబిస్తాము.`,
  yourMessage: 'మీ సందేశం:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'మీ అసలు సందేశం:',

  grievanceAckSubject: ({ reference }) => `ఫిర్యాదు ${reference} అందింది`,
  grievanceRegistered: ({ reference, category }) => `మీ ఫిర్యాదు మాకు అందింది, దాన్ని ${reference} (${category})గా నమోదు చేశాము.`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `మీ ఫిర్యాదు మాకు అందింది, దాన్ని ${reference} (${category}, "${title}" గురించి)గా నమోదు చేశాము.`,
  grievanceDecideBy: ({ date, days }) =>
    `${date} లోపు (${days} రోజుల్లో) దానిపై నిర్ణయం తీసుకుని, నిర్ణయాన్ని మీకు మెయిల్ చేస్తాము. ` +
    'ఫిర్యాదుల పరిష్కార పేజీలో రిఫరెన్స్, ఈ చిరునామాతో ఎప్పుడైనా దాని స్థితిని చూడవచ్చు.',
  yourGrievance: 'మీ ఫిర్యాదు:',

  decisionSubject: ({ reference }) => `మీ ఫిర్యాదు ${reference}పై నిర్ణయం`,
  decided: ({ reference, category }) => `మీ ఫిర్యాదు ${reference} (${category})పై నిర్ణయం తీసుకున్నాము.`,
  decisionLabel: 'నిర్ణయం:',
  ratingChanged: ({ title, after, before }) => `"${title}" రేటింగ్ ఇప్పుడు ${after}; ఇంతకుముందు ${before}.`,
  appeal: ({ body, url, date, reference }) =>
    `మీకు సంతృప్తి లేకపోతే, ${date} వరకు ${body} (${url})కు అప్పీల్ చేయవచ్చు: ` +
    `ఫిర్యాదుల పరిష్కార పేజీని తెరిచి, ${reference}ను వెతికి "అప్పీల్" ఎంచుకోండి.`,

  categories: {
    content_rating: 'కంటెంట్: రేటింగ్ లేదా వివరణ తప్పు',
    objectionable_content: 'కంటెంట్: అభ్యంతరకరం',
    billing: 'బిల్లింగ్',
    privacy: 'గోప్యత',
    account: 'ఖాతా',
    other: 'ఇతర',
  },
};

const BN: SupportMailText = {
  hello: ({ name }) => `নমস্কার ${name},`,
  helloNoName: 'নমস্কার,',
  supportSignOff: '— StreamHub সহায়তা',

  queryAckSubject: ({ reference, subject }) => `আপনার প্রশ্ন ${reference} পেয়েছি: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `StreamHub সহায়তার সঙ্গে যোগাযোগ করার জন্য ধন্যবাদ। আপনার প্রশ্ন "${subject}" (রেফারেন্স ${reference}) আমরা পেয়েছি এবং 24 ঘণ্টার মধ্যে উত্তর দেব।`,
  yourMessage: 'আপনার বার্তা:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'আপনার মূল বার্তা:',

  grievanceAckSubject: ({ reference }) => `অভিযোগ ${reference} পাওয়া গেছে`,
  grievanceRegistered: ({ reference, category }) =>
    `আপনার অভিযোগ আমরা পেয়েছি এবং ${reference} (${category}) হিসেবে নথিভুক্ত করেছি।`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `আপনার অভিযোগ আমরা পেয়েছি এবং ${reference} (${category}, "${title}" সম্পর্কে) হিসেবে নথিভুক্ত করেছি।`,
  grievanceDecideBy: ({ date, days }) =>
    `আমরা ${date}-এর মধ্যে (${days} দিনের মধ্যে) সিদ্ধান্ত নেব এবং সিদ্ধান্তটি আপনাকে মেল করব। ` +
    'অভিযোগ নিষ্পত্তি পেজে রেফারেন্স ও এই ঠিকানা দিয়ে যেকোনো সময় এর অবস্থা দেখতে পারেন।',
  yourGrievance: 'আপনার অভিযোগ:',

  decisionSubject: ({ reference }) => `আপনার অভিযোগ ${reference}-এর সিদ্ধান্ত`,
  decided: ({ reference, category }) => `আপনার অভিযোগ ${reference} (${category})-এর বিষয়ে আমরা সিদ্ধান্ত নিয়েছি।`,
  decisionLabel: 'সিদ্ধান্ত:',
  ratingChanged: ({ title, after, before }) => `"${title}"-এর রেটিং এখন ${after}; আগে ছিল ${before}।`,
  appeal: ({ body, url, date, reference }) =>
    `আপনি সন্তুষ্ট না হলে, ${date} পর্যন্ত ${body} (${url})-এ আপিল করতে পারেন: ` +
    `অভিযোগ নিষ্পত্তি পেজ খুলুন, ${reference} খুঁজুন এবং "আপিল" বেছে নিন।`,

  categories: {
    content_rating: 'কনটেন্ট: রেটিং বা বিবরণ ভুল',
    objectionable_content: 'কনটেন্ট: আপত্তিকর',
    billing: 'বিলিং',
    privacy: 'গোপনীয়তা',
    account: 'অ্যাকাউন্ট',
    other: 'অন্যান্য',
  },
};

const MR: SupportMailText = {
  hello: ({ name }) => `नमस्कार ${name},`,
  helloNoName: 'नमस्कार,',
  supportSignOff: '— StreamHub सहाय्य',

  queryAckSubject: ({ reference, subject }) => `तुमचा प्रश्न ${reference} मिळाला: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `StreamHub सहाय्याशी संपर्क साधल्याबद्दल धन्यवाद. तुमचा प्रश्न "${subject}" (संदर्भ ${reference}) आम्हाला मिळाला असून आम्ही 24 तासांत उत्तर देऊ.`,
  yourMessage: 'तुमचा संदेश:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'तुमचा मूळ संदेश:',

  grievanceAckSubject: ({ reference }) => `तक्रार ${reference} मिळाली`,
  grievanceRegistered: ({ reference, category }) =>
    `तुमची तक्रार आम्हाला मिळाली असून ती ${reference} (${category}) म्हणून नोंदवली आहे.`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `तुमची तक्रार आम्हाला मिळाली असून ती ${reference} (${category}, "${title}" बद्दल) म्हणून नोंदवली आहे.`,
  grievanceDecideBy: ({ date, days }) =>
    `आम्ही ${date} पर्यंत (${days} दिवसांत) त्यावर निर्णय घेऊ आणि निर्णय तुम्हाला मेल करू. ` +
    'तक्रार निवारण पेजवर संदर्भ आणि हा पत्ता वापरून तुम्ही कधीही त्याची स्थिती पाहू शकता.',
  yourGrievance: 'तुमची तक्रार:',

  decisionSubject: ({ reference }) => `तुमच्या तक्रार ${reference} वरील निर्णय`,
  decided: ({ reference, category }) => `तुमच्या तक्रार ${reference} (${category}) वर आम्ही निर्णय घेतला आहे.`,
  decisionLabel: 'निर्णय:',
  ratingChanged: ({ title, after, before }) => `"${title}" चे रेटिंग आता ${after} आहे; आधी ${before} होते.`,
  appeal: ({ body, url, date, reference }) =>
    `तुमचे समाधान झाले नसल्यास, तुम्ही ${date} पर्यंत ${body} (${url}) कडे अपील करू शकता: ` +
    `तक्रार निवारण पेज उघडा, ${reference} शोधा आणि "अपील" निवडा.`,

  categories: {
    content_rating: 'मजकूर: रेटिंग किंवा वर्णन चुकीचे',
    objectionable_content: 'मजकूर: आक्षेपार्ह',
    billing: 'बिलिंग',
    privacy: 'गोपनीयता',
    account: 'खाते',
    other: 'इतर',
  },
};

const KN: SupportMailText = {
  hello: ({ name }) => `ನಮಸ್ಕಾರ ${name},`,
  helloNoName: 'ನಮಸ್ಕಾರ,',
  supportSignOff: '— StreamHub ಸಹಾಯ',

  queryAckSubject: ({ reference, subject }) => `ನಿಮ್ಮ ಪ್ರಶ್ನೆ ${reference} ತಲುಪಿದೆ: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `StreamHub ಸಹಾಯವನ್ನು ಸಂಪರ್ಕಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಪ್ರಶ್ನೆ "${subject}" (ಉಲ್ಲೇಖ ${reference}) ನಮಗೆ ತಲುಪಿದೆ, 24 ಗಂಟೆಗಳಲ್ಲಿ ಉತ್ತರಿಸುತ್ತೇವೆ.`,
  yourMessage: 'ನಿಮ್ಮ ಸಂದೇಶ:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'ನಿಮ್ಮ ಮೂಲ ಸಂದೇಶ:',

  grievanceAckSubject: ({ reference }) => `ದೂರು ${reference} ಸ್ವೀಕರಿಸಲಾಗಿದೆ`,
  grievanceRegistered: ({ reference, category }) => `ನಿಮ್ಮ ದೂರನ್ನು ಸ್ವೀಕರಿಸಿ ${reference} (${category}) ಎಂದು ದಾಖಲಿಸಿದ್ದೇವೆ.`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `ನಿಮ್ಮ ದೂರನ್ನು ಸ್ವೀಕರಿಸಿ ${reference} (${category}, "${title}" ಕುರಿತು) ಎಂದು ದಾಖಲಿಸಿದ್ದೇವೆ.`,
  grievanceDecideBy: ({ date, days }) =>
    `${date} ರೊಳಗೆ (${days} ದಿನಗಳಲ್ಲಿ) ನಿರ್ಧಾರ ತೆಗೆದುಕೊಂಡು, ಅದನ್ನು ನಿಮಗೆ ಮೇಲ್ ಮಾಡುತ್ತೇವೆ. ` +
    'ದೂರು ಪರಿಹಾರ ಪುಟದಲ್ಲಿ ಉಲ್ಲೇಖ ಮತ್ತು ಈ ವಿಳಾಸದೊಂದಿಗೆ ಯಾವಾಗ ಬೇಕಾದರೂ ಅದರ ಸ್ಥಿತಿಯನ್ನು ನೋಡಬಹುದು.',
  yourGrievance: 'ನಿಮ್ಮ ದೂರು:',

  decisionSubject: ({ reference }) => `ನಿಮ್ಮ ದೂರು ${reference} ಕುರಿತ ನಿರ್ಧಾರ`,
  decided: ({ reference, category }) => `ನಿಮ್ಮ ದೂರು ${reference} (${category}) ಕುರಿತು ನಿರ್ಧಾರ ತೆಗೆದುಕೊಂಡಿದ್ದೇವೆ.`,
  decisionLabel: 'ನಿರ್ಧಾರ:',
  ratingChanged: ({ title, after, before }) => `"${title}" ನ ರೇಟಿಂಗ್ ಈಗ ${after}; ಮೊದಲು ${before} ಆಗಿತ್ತು.`,
  appeal: ({ body, url, date, reference }) =>
    `ನಿಮಗೆ ತೃಪ್ತಿ ಇಲ್ಲದಿದ್ದರೆ, ${date} ರವರೆಗೆ ${body} (${url}) ಗೆ ಮೇಲ್ಮನವಿ ಸಲ್ಲಿಸಬಹುದು: ` +
    `ದೂರು ಪರಿಹಾರ ಪುಟ ತೆರೆದು, ${reference} ಹುಡುಕಿ "ಮೇಲ್ಮನವಿ" ಆಯ್ಕೆಮಾಡಿ.`,

  categories: {
    content_rating: 'ವಿಷಯ: ರೇಟಿಂಗ್ ಅಥವಾ ವಿವರಣೆ ತಪ್ಪು',
    objectionable_content: 'ವಿಷಯ: ಆಕ್ಷೇಪಾರ್ಹ',
    billing: 'ಬಿಲ್ಲಿಂಗ್',
    privacy: 'ಗೌಪ್ಯತೆ',
    account: 'ಖಾತೆ',
    other: 'ಇತರೆ',
  },
};

const ML: SupportMailText = {
  hello: ({ name }) => `നമസ്കാരം ${name},`,
  helloNoName: 'നമസ്കാരം,',
  supportSignOff: '— StreamHub സഹായം',

  queryAckSubject: ({ reference, subject }) => `നിങ്ങളുടെ ചോദ്യം ${reference} ലഭിച്ചു: ${subject}`,
  queryAckBody: ({ subject, reference }) =>
    `StreamHub സഹായവുമായി ബന്ധപ്പെട്ടതിന് നന്ദി. നിങ്ങളുടെ ചോദ്യം "${subject}" (റഫറൻസ് ${reference}) ഞങ്ങൾക്ക് ലഭിച്ചു, 24 മണിക്കൂറിനുള്ളിൽ മറുപടി നൽകും.`,
  yourMessage: 'നിങ്ങളുടെ സന്ദേശം:',
  replySubject: ({ subject }) => `Re: ${subject}`,
  yourOriginalMessage: 'നിങ്ങളുടെ യഥാർത്ഥ സന്ദേശം:',

  grievanceAckSubject: ({ reference }) => `പരാതി ${reference} ലഭിച്ചു`,
  grievanceRegistered: ({ reference, category }) =>
    `നിങ്ങളുടെ പരാതി ലഭിച്ചു, അത് ${reference} (${category}) ആയി രജിസ്റ്റർ ചെയ്തു.`,
  grievanceRegisteredAbout: ({ reference, category, title }) =>
    `നിങ്ങളുടെ പരാതി ലഭിച്ചു, അത് ${reference} (${category}, "${title}" സംബന്ധിച്ച്) ആയി രജിസ്റ്റർ ചെയ്തു.`,
  grievanceDecideBy: ({ date, days }) =>
    `${date}-നകം (${days} ദിവസത്തിനുള്ളിൽ) തീരുമാനമെടുത്ത് അത് നിങ്ങൾക്ക് മെയിൽ ചെയ്യും. ` +
    'പരാതി പരിഹാര പേജിൽ റഫറൻസും ഈ വിലാസവും ഉപയോഗിച്ച് എപ്പോൾ വേണമെങ്കിലും അതിന്റെ നില കാണാം.',
  yourGrievance: 'നിങ്ങളുടെ പരാതി:',

  decisionSubject: ({ reference }) => `നിങ്ങളുടെ പരാതി ${reference}-ലെ തീരുമാനം`,
  decided: ({ reference, category }) => `നിങ്ങളുടെ പരാതി ${reference} (${category})-ൽ ഞങ്ങൾ തീരുമാനമെടുത്തു.`,
  decisionLabel: 'തീരുമാനം:',
  ratingChanged: ({ title, after, before }) => `"${title}"-ന്റെ റേറ്റിംഗ് ഇപ്പോൾ ${after} ആണ്; മുമ്പ് ${before} ആയിരുന്നു.`,
  appeal: ({ body, url, date, reference }) =>
    `നിങ്ങൾ തൃപ്തരല്ലെങ്കിൽ, ${date} വരെ ${body} (${url})-ൽ അപ്പീൽ നൽകാം: ` +
    `പരാതി പരിഹാര പേജ് തുറന്ന്, ${reference} തിരഞ്ഞ് "അപ്പീൽ" തിരഞ്ഞെടുക്കുക.`,

  categories: {
    content_rating: 'ഉള്ളടക്കം: റേറ്റിംഗ് അല്ലെങ്കിൽ വിവരണം തെറ്റ്',
    objectionable_content: 'ഉള്ളടക്കം: ആക്ഷേപകരം',
    billing: 'ബില്ലിംഗ്',
    privacy: 'സ്വകാര്യത',
    account: 'അക്കൗണ്ട്',
    other: 'മറ്റുള്ളവ',
  },
};

export const SUPPORT_MAIL_TEXT: Record<ProfileLanguage, SupportMailText> = {
  en: EN,
  hi: HI,
  ta: TA,
  te: TE,
  bn: BN,
  mr: MR,
  kn: KN,
  ml: ML,
};

/** The mail's words in the account's language; English when it is unknown (a guest, or not said yet). */
export const supportMailText: (lang: ProfileLanguage | undefined | null) => SupportMailText =
  byLanguage(SUPPORT_MAIL_TEXT);

/** "Hi Asha," or "Hello," in the mail's language. */
export function helloOf(words: SupportMailText, name: string | null | undefined): string {
  return name ? words.hello({ name }) : words.helloNoName;
}

/** "30 November 2026": a day in India's time zone, in the mail's language (Latin digits). */
export function mailDay(lang: ProfileLanguage, at: Date): string {
  return new Intl.DateTimeFormat(`${lang}-IN-u-nu-latn`, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(at);
}
