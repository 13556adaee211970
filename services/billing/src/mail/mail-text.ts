import { byLanguage, type ProfileLanguage } from '@streamhub/contracts';

/*
 * The words of billing's mails (receipts, renewal reminders, halted plans, mandate notices), per
 * language, in the style of auth's CODE_MAIL_TEXT. Each entry takes its values as one object of
 * already formatted strings (amounts and dates through `mailMoney`/`mailDate`/`mailDateTime`), so
 * mail-text.spec.ts can check that every language uses the same placeholders as English.
 */

type Text<P extends string = never> = [P] extends [never] ? string : (values: Record<P, string>) => string;

export interface BillingMailText {
  hello: Text<'name'>;
  helloNoName: string;

  receiptSubject: Text<'number'>;
  receiptHeading: Text<'seller'>;
  receiptNumber: Text<'number'>;
  receiptDate: Text<'date'>;
  billedTo: Text<'customer'>;
  plan: Text<'plan'>;
  period: Text<'from' | 'to'>;
  coupon: Text<'code' | 'discount'>;
  amountPaid: Text<'amount'>;
  taxableValue: Text<'amount'>;
  gstLine: Text<'rate' | 'amount'>;
  paymentId: Text<'id'>;
  orderId: Text<'id'>;
  gstin: Text<'gstin'>;
  viewReceipt: Text<'url'>;

  reminderSubject: Text<'date'>;
  reminderEnds: Text<'plan' | 'date'>;
  reminderNoAutoRenew: string;
  renewLink: Text<'url'>;
  reminderIgnore: string;

  haltedSubject: Text<'plan'>;
  haltedCouldNotCharge: Text<'plan'>;
  haltedStopped: string;
  haltedChooseAgain: Text<'url'>;

  preDebitSubject: Text<'amount' | 'plan' | 'when'>;
  preDebitWillCharge: Text<'plan' | 'amount' | 'when' | 'days'>;
  preDebitStopLink: Text<'url'>;
  preDebitNothingMore: string;
  preDebitAlsoProfile: string;

  howToStop: string;
  setUpSubject: Text<'plan'>;
  setUpDone: Text<'plan'>;
  setUpAmount: Text<'amount' | 'days'>;
  firstChargeAfterTrial: Text<'amount' | 'when'>;
  firstChargeTaken: Text<'amount' | 'when' | 'next'>;

  chargeFailedSubject: Text<'amount' | 'plan'>;
  chargeFailedWhat: Text<'amount' | 'plan'>;
  chargeFailedRetry: string;
  chargeFailedAccess: Text<'until'>;

  refundSubject: Text<'amount' | 'plan'>;
  refundWhat: Text<'amount' | 'plan'>;
  refundWhen: string;
  accessUntil: Text<'until'>;
  accessEnded: string;
  autoRenewOff: string;

  cancelledSubject: Text<'plan'>;
  cancelledWhat: Text<'plan'>;
}

const EN: BillingMailText = {
  hello: ({ name }) => `Hello ${name},`,
  helloNoName: 'Hello,',

  receiptSubject: ({ number }) => `Your StreamHub receipt ${number}`,
  receiptHeading: ({ seller }) => `${seller} — payment receipt`,
  receiptNumber: ({ number }) => `Receipt number: ${number}`,
  receiptDate: ({ date }) => `Date: ${date}`,
  billedTo: ({ customer }) => `Billed to: ${customer}`,
  plan: ({ plan }) => `Plan: ${plan}`,
  period: ({ from, to }) => `Period: ${from} – ${to}`,
  coupon: ({ code, discount }) => `Coupon: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `Amount paid: ${amount} (GST included)`,
  taxableValue: ({ amount }) => `Taxable value: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (included): ${amount}`,
  paymentId: ({ id }) => `Payment ID: ${id}`,
  orderId: ({ id }) => `Order ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `View or print this receipt: ${url}`,

  reminderSubject: ({ date }) => `Your StreamHub plan ends on ${date}`,
  reminderEnds: ({ plan, date }) => `Your StreamHub plan ${plan} ends on ${date}.`,
  reminderNoAutoRenew: 'It does not renew by itself. To keep watching without a break, renew it here:',
  renewLink: ({ url }) => `Renew: ${url}`,
  reminderIgnore: 'If you have already renewed, you can ignore this mail.',

  haltedSubject: ({ plan }) => `Your StreamHub plan ${plan} has stopped: payment failed`,
  haltedCouldNotCharge: ({ plan }) => `We could not charge your payment method for your StreamHub plan ${plan}.`,
  haltedStopped:
    'The bank or UPI app declined the renewal charge and every retry after it, so auto-renew has stopped\n' +
    'and your access to the plan has ended. Nothing more will be charged.',
  haltedChooseAgain: ({ url }) => `To keep watching, choose a plan again: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `Upcoming charge of ${amount} for ${plan} on ${when}`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `Your auto-renew of ${plan} will charge ${amount} on ${when} (IST),\n` +
    `through the UPI AutoPay or card mandate you set up, for the next ${days} days.`,
  preDebitStopLink: ({ url }) => `Don't want it? Stop auto-renew with one click: ${url}`,
  preDebitNothingMore: 'Nothing more will be charged and your access continues until the end of the paid period.',
  preDebitAlsoProfile: 'You can also turn it off under Profile → Subscriptions.',

  howToStop:
    'You can stop auto-renew at any time under Profile → Subscriptions (Cancel auto-renew); nothing more\n' +
    'is charged after that and your access continues until the end of the paid period. Before every\n' +
    'charge you also get a notice by mail with a one-click link to stop it.',
  setUpSubject: ({ plan }) => `Auto-renew of ${plan} is set up`,
  setUpDone: ({ plan }) => `Your UPI AutoPay or card mandate for ${plan} is set up.`,
  setUpAmount: ({ amount, days }) => `Amount: ${amount}, charged every ${days} days.`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `First charge: ${amount} on ${when} (IST), when your free trial ends; nothing is charged before.`,
  firstChargeTaken: ({ amount, when, next }) =>
    `First charge: ${amount}, taken on ${when} (IST); the next on ${next} (IST).`,

  chargeFailedSubject: ({ amount, plan }) => `Payment of ${amount} for ${plan} failed`,
  chargeFailedWhat: ({ amount, plan }) => `The auto-renew charge of ${amount} for ${plan} through your mandate failed.`,
  chargeFailedRetry: 'It is retried about once a day for a few days; please check that your UPI app or card allows it.',
  chargeFailedAccess: ({ until }) =>
    `Your access continues until ${until} (IST) while it is retried; if every retry fails, auto-renew stops.`,

  refundSubject: ({ amount, plan }) => `Refund of ${amount} for ${plan}`,
  refundWhat: ({ amount, plan }) =>
    `${amount} paid for ${plan} is being returned to the payment method it was charged to.`,
  refundWhen: 'It usually reaches your account within 5–7 working days, depending on your bank.',
  accessUntil: ({ until }) => `Your access continues until ${until} (IST).`,
  accessEnded: 'Your access to the plan has ended.',
  autoRenewOff: 'Auto-renew is off: nothing more will be charged.',

  cancelledSubject: ({ plan }) => `Auto-renew of ${plan} is cancelled`,
  cancelledWhat: ({ plan }) =>
    `The UPI AutoPay or card mandate for ${plan} is cancelled: nothing more will be charged.`,
};

const HI: BillingMailText = {
  hello: ({ name }) => `नमस्ते ${name},`,
  helloNoName: 'नमस्ते,',

  receiptSubject: ({ number }) => `आपकी StreamHub रसीद ${number}`,
  receiptHeading: ({ seller }) => `${seller} — भुगतान रसीद`,
  receiptNumber: ({ number }) => `रसीद संख्या: ${number}`,
  receiptDate: ({ date }) => `तारीख: ${date}`,
  billedTo: ({ customer }) => `बिल प्राप्तकर्ता: ${customer}`,
  plan: ({ plan }) => `प्लान: ${plan}`,
  period: ({ from, to }) => `अवधि: ${from} – ${to}`,
  coupon: ({ code, discount }) => `कूपन: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `भुगतान की गई राशि: ${amount} (GST सहित)`,
  taxableValue: ({ amount }) => `कर योग्य मूल्य: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (शामिल): ${amount}`,
  paymentId: ({ id }) => `भुगतान ID: ${id}`,
  orderId: ({ id }) => `ऑर्डर ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `यह रसीद देखें या प्रिंट करें: ${url}`,

  reminderSubject: ({ date }) => `आपका StreamHub प्लान ${date} को समाप्त हो रहा है`,
  reminderEnds: ({ plan, date }) => `आपका StreamHub प्लान ${plan} ${date} को समाप्त हो रहा है।`,
  reminderNoAutoRenew: 'यह अपने-आप रिन्यू नहीं होता। बिना रुकावट देखते रहने के लिए इसे यहाँ रिन्यू करें:',
  renewLink: ({ url }) => `रिन्यू करें: ${url}`,
  reminderIgnore: 'अगर आप पहले ही रिन्यू कर चुके हैं, तो इस मेल को अनदेखा करें।',

  haltedSubject: ({ plan }) => `आपका StreamHub प्लान ${plan} रुक गया है: भुगतान विफल`,
  haltedCouldNotCharge: ({ plan }) => `हम आपके StreamHub प्लान ${plan} के लिए आपके भुगतान माध्यम से शुल्क नहीं ले सके।`,
  haltedStopped:
    'बैंक या UPI ऐप ने रिन्यूअल शुल्क और उसके बाद हर दोबारा प्रयास को अस्वीकार कर दिया, इसलिए ऑटो-रिन्यू बंद हो गया है\n' +
    'और प्लान तक आपकी पहुँच समाप्त हो गई है। अब और कोई शुल्क नहीं लिया जाएगा।',
  haltedChooseAgain: ({ url }) => `देखते रहने के लिए, फिर से प्लान चुनें: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `${plan} के लिए ${amount} का आगामी शुल्क, ${when} को`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `${plan} का ऑटो-रिन्यू ${when} (IST) को ${amount} का शुल्क लेगा,\n` +
    `आपके सेट किए गए UPI AutoPay या कार्ड मैंडेट से, अगले ${days} दिनों के लिए।`,
  preDebitStopLink: ({ url }) => `नहीं चाहिए? एक क्लिक में ऑटो-रिन्यू बंद करें: ${url}`,
  preDebitNothingMore: 'इसके बाद कोई शुल्क नहीं लिया जाएगा और भुगतान की गई अवधि के अंत तक आपकी पहुँच बनी रहेगी।',
  preDebitAlsoProfile: 'आप इसे प्रोफ़ाइल → सब्सक्रिप्शन में भी बंद कर सकते हैं।',

  howToStop:
    'आप कभी भी प्रोफ़ाइल → सब्सक्रिप्शन (ऑटो-रिन्यू रद्द करें) में ऑटो-रिन्यू बंद कर सकते हैं; उसके बाद कोई शुल्क\n' +
    'नहीं लिया जाता और भुगतान की गई अवधि के अंत तक आपकी पहुँच बनी रहती है। हर शुल्क से पहले\n' +
    'आपको मेल से एक सूचना भी मिलती है, जिसमें इसे एक क्लिक में रोकने का लिंक होता है।',
  setUpSubject: ({ plan }) => `${plan} का ऑटो-रिन्यू सेट हो गया है`,
  setUpDone: ({ plan }) => `${plan} के लिए आपका UPI AutoPay या कार्ड मैंडेट सेट हो गया है।`,
  setUpAmount: ({ amount, days }) => `राशि: ${amount}, हर ${days} दिन में ली जाएगी।`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `पहला शुल्क: ${amount}, ${when} (IST) को, जब आपका मुफ़्त ट्रायल समाप्त होगा; उससे पहले कुछ नहीं लिया जाएगा।`,
  firstChargeTaken: ({ amount, when, next }) =>
    `पहला शुल्क: ${amount}, ${when} (IST) को लिया गया; अगला ${next} (IST) को।`,

  chargeFailedSubject: ({ amount, plan }) => `${plan} के लिए ${amount} का भुगतान विफल रहा`,
  chargeFailedWhat: ({ amount, plan }) => `आपके मैंडेट से ${plan} के लिए ${amount} का ऑटो-रिन्यू शुल्क विफल रहा।`,
  chargeFailedRetry:
    'इसे कुछ दिनों तक लगभग रोज़ एक बार फिर से आज़माया जाएगा; कृपया देखें कि आपका UPI ऐप या कार्ड इसकी अनुमति देता है।',
  chargeFailedAccess: ({ until }) =>
    `दोबारा प्रयास के दौरान आपकी पहुँच ${until} (IST) तक बनी रहेगी; अगर हर प्रयास विफल रहा, तो ऑटो-रिन्यू बंद हो जाएगा।`,

  refundSubject: ({ amount, plan }) => `${plan} के लिए ${amount} का रिफ़ंड`,
  refundWhat: ({ amount, plan }) =>
    `${plan} के लिए चुकाए गए ${amount} उसी भुगतान माध्यम में लौटाए जा रहे हैं जिससे शुल्क लिया गया था।`,
  refundWhen: 'यह आमतौर पर आपके बैंक के अनुसार 5–7 कार्य दिवसों में आपके खाते में पहुँच जाता है।',
  accessUntil: ({ until }) => `आपकी पहुँच ${until} (IST) तक बनी रहेगी।`,
  accessEnded: 'प्लान तक आपकी पहुँच समाप्त हो गई है।',
  autoRenewOff: 'ऑटो-रिन्यू बंद है: अब और कोई शुल्क नहीं लिया जाएगा।',

  cancelledSubject: ({ plan }) => `${plan} का ऑटो-रिन्यू रद्द हो गया है`,
  cancelledWhat: ({ plan }) => `${plan} के लिए UPI AutoPay या कार्ड मैंडेट रद्द हो गया है: अब और कोई शुल्क नहीं लिया जाएगा।`,
};

const TA: BillingMailText = {
  hello: ({ name }) => `வணக்கம் ${name},`,
  helloNoName: 'வணக்கம்,',

  receiptSubject: ({ number }) => `உங்கள் StreamHub ரசீது ${number}`,
  receiptHeading: ({ seller }) => `${seller} — பணம் செலுத்திய ரசீது`,
  receiptNumber: ({ number }) => `ரசீது எண்: ${number}`,
  receiptDate: ({ date }) => `தேதி: ${date}`,
  billedTo: ({ customer }) => `பில் பெறுநர்: ${customer}`,
  plan: ({ plan }) => `திட்டம்: ${plan}`,
  period: ({ from, to }) => `காலம்: ${from} – ${to}`,
  coupon: ({ code, discount }) => `கூப்பன்: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `செலுத்திய தொகை: ${amount} (GST உட்பட)`,
  taxableValue: ({ amount }) => `வரிக்குட்பட்ட மதிப்பு: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (உட்பட): ${amount}`,
  paymentId: ({ id }) => `பணம் செலுத்திய ID: ${id}`,
  orderId: ({ id }) => `ஆர்டர் ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `இந்த ரசீதைப் பார்க்க அல்லது அச்சிட: ${url}`,

  reminderSubject: ({ date }) => `உங்கள் StreamHub திட்டம் ${date} அன்று முடிகிறது`,
  reminderEnds: ({ plan, date }) => `உங்கள் StreamHub திட்டம் ${plan} ${date} அன்று முடிகிறது.`,
  reminderNoAutoRenew: 'இது தானாகப் புதுப்பிக்கப்படாது. இடைவெளியின்றி தொடர்ந்து பார்க்க, இங்கே புதுப்பிக்கவும்:',
  renewLink: ({ url }) => `புதுப்பிக்க: ${url}`,
  reminderIgnore: 'ஏற்கெனவே புதுப்பித்திருந்தால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',

  haltedSubject: ({ plan }) => `உங்கள் StreamHub திட்டம் ${plan} நின்றுவிட்டது: பணம் செலுத்துதல் தோல்வி`,
  haltedCouldNotCharge: ({ plan }) => `உங்கள் StreamHub திட்டம் ${plan}-க்கு உங்கள் கட்டண முறையில் கட்டணம் வசூலிக்க முடியவில்லை.`,
  haltedStopped:
    'வங்கி அல்லது UPI செயலி புதுப்பிப்புக் கட்டணத்தையும் அதன் பின் ஒவ்வொரு மறுமுயற்சியையும் நிராகரித்தது, எனவே தானியங்கு புதுப்பிப்பு நின்றுவிட்டது\n' +
    'திட்டத்துக்கான உங்கள் அணுகலும் முடிந்துவிட்டது. இனி எந்தக் கட்டணமும் வசூலிக்கப்படாது.',
  haltedChooseAgain: ({ url }) => `தொடர்ந்து பார்க்க, மீண்டும் ஒரு திட்டத்தைத் தேர்ந்தெடுக்கவும்: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `${plan}-க்கு ${amount} வரவிருக்கும் கட்டணம், ${when} அன்று`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `${plan}-இன் தானியங்கு புதுப்பிப்பு ${when} (IST) அன்று ${amount} வசூலிக்கும்,\n` +
    `நீங்கள் அமைத்த UPI AutoPay அல்லது கார்டு மாண்டேட் மூலம், அடுத்த ${days} நாட்களுக்கு.`,
  preDebitStopLink: ({ url }) => `வேண்டாமா? ஒரே கிளிக்கில் தானியங்கு புதுப்பிப்பை நிறுத்துங்கள்: ${url}`,
  preDebitNothingMore: 'இனி எந்தக் கட்டணமும் வசூலிக்கப்படாது; செலுத்திய காலம் முடியும் வரை உங்கள் அணுகல் தொடரும்.',
  preDebitAlsoProfile: 'சுயவிவரம் → சந்தாக்கள் பகுதியிலும் இதை நிறுத்தலாம்.',

  howToStop:
    'சுயவிவரம் → சந்தாக்கள் (தானியங்கு புதுப்பிப்பை ரத்துசெய்) பகுதியில் எப்போது வேண்டுமானாலும் நிறுத்தலாம்; அதன் பின்\n' +
    'எந்தக் கட்டணமும் வசூலிக்கப்படாது, செலுத்திய காலம் முடியும் வரை உங்கள் அணுகல் தொடரும். ஒவ்வொரு\n' +
    'கட்டணத்துக்கும் முன், அதை ஒரே கிளிக்கில் நிறுத்தும் இணைப்புடன் ஒரு அறிவிப்பு மின்னஞ்சலும் வரும்.',
  setUpSubject: ({ plan }) => `${plan}-இன் தானியங்கு புதுப்பிப்பு அமைக்கப்பட்டது`,
  setUpDone: ({ plan }) => `${plan}-க்கான உங்கள் UPI AutoPay அல்லது கார்டு மாண்டேட் அமைக்கப்பட்டது.`,
  setUpAmount: ({ amount, days }) => `தொகை: ${amount}, ஒவ்வொரு ${days} நாட்களுக்கும் வசூலிக்கப்படும்.`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `முதல் கட்டணம்: ${amount}, ${when} (IST) அன்று, உங்கள் இலவச சோதனைக் காலம் முடியும்போது; அதற்கு முன் எதுவும் வசூலிக்கப்படாது.`,
  firstChargeTaken: ({ amount, when, next }) =>
    `முதல் கட்டணம்: ${amount}, ${when} (IST) அன்று வசூலிக்கப்பட்டது; அடுத்தது ${next} (IST) அன்று.`,

  chargeFailedSubject: ({ amount, plan }) => `${plan}-க்கான ${amount} கட்டணம் தோல்வியடைந்தது`,
  chargeFailedWhat: ({ amount, plan }) =>
    `உங்கள் மாண்டேட் மூலம் ${plan}-க்கான ${amount} தானியங்கு புதுப்பிப்புக் கட்டணம் தோல்வியடைந்தது.`,
  chargeFailedRetry:
    'சில நாட்களுக்கு நாளுக்கு ஒருமுறை மீண்டும் முயற்சிக்கப்படும்; உங்கள் UPI செயலி அல்லது கார்டு அனுமதிக்கிறதா எனப் பார்க்கவும்.',
  chargeFailedAccess: ({ until }) =>
    `மறுமுயற்சியின் போது உங்கள் அணுகல் ${until} (IST) வரை தொடரும்; எல்லா முயற்சிகளும் தோல்வியடைந்தால், தானியங்கு புதுப்பிப்பு நிற்கும்.`,

  refundSubject: ({ amount, plan }) => `${plan}-க்கான ${amount} பணத்திருப்பம்`,
  refundWhat: ({ amount, plan }) =>
    `${plan}-க்குச் செலுத்திய ${amount}, வசூலிக்கப்பட்ட அதே கட்டண முறைக்குத் திருப்பி அனுப்பப்படுகிறது.`,
  refundWhen: 'உங்கள் வங்கியைப் பொறுத்து, இது பொதுவாக 5–7 வேலை நாட்களில் உங்கள் கணக்கை அடையும்.',
  accessUntil: ({ until }) => `உங்கள் அணுகல் ${until} (IST) வரை தொடரும்.`,
  accessEnded: 'திட்டத்துக்கான உங்கள் அணுகல் முடிந்துவிட்டது.',
  autoRenewOff: 'தானியங்கு புதுப்பிப்பு நிறுத்தப்பட்டது: இனி எந்தக் கட்டணமும் வசூலிக்கப்படாது.',

  cancelledSubject: ({ plan }) => `${plan}-இன் தானியங்கு புதுப்பிப்பு ரத்துசெய்யப்பட்டது`,
  cancelledWhat: ({ plan }) =>
    `${plan}-க்கான UPI AutoPay அல்லது கார்டு மாண்டேட் ரத்துசெய்யப்பட்டது: இனி எந்தக் கட்டணமும் வசூலிக்கப்படாது.`,
};

const TE: BillingMailText = {
  hello: ({ name }) => `నమస్తే ${name},`,
  helloNoName: 'నమస్తే,',

  receiptSubject: ({ number }) => `మీ StreamHub రసీదు ${number}`,
  receiptHeading: ({ seller }) => `${seller} — చెల్లింపు రసీదు`,
  receiptNumber: ({ number }) => `రసీదు సంఖ్య: ${number}`,
  receiptDate: ({ date }) => `తేదీ: ${date}`,
  billedTo: ({ customer }) => `బిల్లు గ్రహీత: ${customer}`,
  plan: ({ plan }) => `ప్లాన్: ${plan}`,
  period: ({ from, to }) => `వ్యవధి: ${from} – ${to}`,
  coupon: ({ code, discount }) => `కూపన్: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `చెల్లించిన మొత్తం: ${amount} (GST సహా)`,
  taxableValue: ({ amount }) => `పన్ను విధించదగిన విలువ: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (కలిపి): ${amount}`,
  paymentId: ({ id }) => `చెల్లింపు ID: ${id}`,
  orderId: ({ id }) => `ఆర్డర్ ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `ఈ రసీదును చూడండి లేదా ప్రింట్ చేయండి: ${url}`,

  reminderSubject: ({ date }) => `మీ StreamHub ప్లాన్ ${date}న ముగుస్తుంది`,
  reminderEnds: ({ plan, date }) => `మీ StreamHub ప్లాన్ ${plan} ${date}న ముగుస్తుంది.`,
  reminderNoAutoRenew: 'ఇది దానంతట అదే రెన్యూ కాదు. అంతరాయం లేకుండా చూస్తూ ఉండటానికి, ఇక్కడ రెన్యూ చేయండి:',
  renewLink: ({ url }) => `రెన్యూ చేయండి: ${url}`,
  reminderIgnore: 'మీరు ఇప్పటికే రెన్యూ చేసి ఉంటే, ఈ మెయిల్‌ను పట్టించుకోకండి.',

  haltedSubject: ({ plan }) => `మీ StreamHub ప్లాన్ ${plan} ఆగిపోయింది: చెల్లింపు విఫలమైంది`,
  haltedCouldNotCharge: ({ plan }) => `మీ StreamHub ప్లాన్ ${plan} కోసం మీ చెల్లింపు పద్ధతి నుండి ఛార్జ్ చేయలేకపోయాము.`,
  haltedStopped:
    'బ్యాంక్ లేదా UPI యాప్ రెన్యూవల్ ఛార్జ్‌ను, ఆ తర్వాతి ప్రతి ప్రయత్నాన్నీ తిరస్కరించింది, కాబట్టి ఆటో-రెన్యూ ఆగిపోయింది\n' +
    'ప్లాన్‌కు మీ యాక్సెస్ ముగిసింది. ఇకపై ఏమీ ఛార్జ్ చేయబడదు.',
  haltedChooseAgain: ({ url }) => `చూస్తూ ఉండటానికి, మళ్లీ ఒక ప్లాన్‌ను ఎంచుకోండి: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `${plan} కోసం ${amount} రాబోయే ఛార్జ్, ${when}న`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `${plan} ఆటో-రెన్యూ ${when} (IST)న ${amount} ఛార్జ్ చేస్తుంది,\n` +
    `మీరు సెటప్ చేసిన UPI AutoPay లేదా కార్డ్ మ్యాండేట్ ద్వారా, తదుపరి ${days} రోజుల కోసం.`,
  preDebitStopLink: ({ url }) => `వద్దా? ఒక్క క్లిక్‌తో ఆటో-రెన్యూ ఆపండి: ${url}`,
  preDebitNothingMore: 'ఇకపై ఏమీ ఛార్జ్ చేయబడదు, చెల్లించిన వ్యవధి ముగిసే వరకు మీ యాక్సెస్ కొనసాగుతుంది.',
  preDebitAlsoProfile: 'ప్రొఫైల్ → సబ్‌స్క్రిప్షన్‌లలో కూడా దీన్ని ఆపవచ్చు.',

  howToStop:
    'ప్రొఫైల్ → సబ్‌స్క్రిప్షన్‌లు (ఆటో-రెన్యూ రద్దు చేయండి)లో ఎప్పుడైనా ఆటో-రెన్యూ ఆపవచ్చు; ఆ తర్వాత ఏమీ\n' +
    'ఛార్జ్ చేయబడదు, చెల్లించిన వ్యవధి ముగిసే వరకు మీ యాక్సెస్ కొనసాగుతుంది. ప్రతి ఛార్జ్‌కు ముందు\n' +
    'దాన్ని ఒక్క క్లిక్‌తో ఆపే లింక్‌తో మీకు మెయిల్ ద్వారా నోటీసు కూడా వస్తుంది.',
  setUpSubject: ({ plan }) => `${plan} ఆటో-రెన్యూ సెటప్ అయింది`,
  setUpDone: ({ plan }) => `${plan} కోసం మీ UPI AutoPay లేదా కార్డ్ మ్యాండేట్ సెటప్ అయింది.`,
  setUpAmount: ({ amount, days }) => `మొత్తం: ${amount}, ప్రతి ${days} రోజులకు ఛార్జ్ చేయబడుతుంది.`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `మొదటి ఛార్జ్: ${amount}, ${when} (IST)న, మీ ఉచిత ట్రయల్ ముగిసినప్పుడు; అంతకు ముందు ఏమీ ఛార్జ్ చేయబడదు.`,
  firstChargeTaken: ({ amount, when, next }) => `మొదటి ఛార్జ్: ${amount}, ${when} (IST)న తీసుకోబడింది; తదుపరిది ${next} (IST)న.`,

  chargeFailedSubject: ({ amount, plan }) => `${plan} కోసం ${amount} చెల్లింపు విఫలమైంది`,
  chargeFailedWhat: ({ amount, plan }) => `మీ మ్యాండేట్ ద్వారా ${plan} కోసం ${amount} ఆటో-రెన్యూ ఛార్జ్ విఫలమైంది.`,
  chargeFailedRetry: 'కొన్ని రోజుల పాటు రోజుకు ఒకసారి మళ్లీ ప్రయత్నిస్తాము; మీ UPI యాప్ లేదా కార్డ్ దీన్ని అనుమతిస్తుందో చూడండి.',
  chargeFailedAccess: ({ until }) =>
    `మళ్లీ ప్రయత్నిస్తున్నంత కాలం మీ యాక్సెస్ ${until} (IST) వరకు కొనసాగుతుంది; అన్ని ప్రయత్నాలూ విఫలమైతే, ఆటో-రెన్యూ ఆగిపోతుంది.`,

  refundSubject: ({ amount, plan }) => `${plan} కోసం ${amount} రీఫండ్`,
  refundWhat: ({ amount, plan }) => `${plan} కోసం చెల్లించిన ${amount}, ఛార్జ్ చేసిన చెల్లింపు పద్ధతికే తిరిగి పంపబడుతోంది.`,
  refundWhen: 'మీ బ్యాంక్‌ను బట్టి, ఇది సాధారణంగా 5–7 పని దినాల్లో మీ ఖాతాకు చేరుతుంది.',
  accessUntil: ({ until }) => `మీ యాక్సెస్ ${until} (IST) వరకు కొనసాగుతుంది.`,
  accessEnded: 'ప్లాన్‌కు మీ యాక్సెస్ ముగిసింది.',
  autoRenewOff: 'ఆటో-రెన్యూ ఆఫ్‌లో ఉంది: ఇకపై ఏమీ ఛార్జ్ చేయబడదు.',

  cancelledSubject: ({ plan }) => `${plan} ఆటో-రెన్యూ రద్దు చేయబడింది`,
  cancelledWhat: ({ plan }) => `${plan} కోసం UPI AutoPay లేదా కార్డ్ మ్యాండేట్ రద్దు చేయబడింది: ఇకపై ఏమీ ఛార్జ్ చేయబడదు.`,
};

const BN: BillingMailText = {
  hello: ({ name }) => `নমস্কার ${name},`,
  helloNoName: 'নমস্কার,',

  receiptSubject: ({ number }) => `আপনার StreamHub রসিদ ${number}`,
  receiptHeading: ({ seller }) => `${seller} — পেমেন্টের রসিদ`,
  receiptNumber: ({ number }) => `রসিদ নম্বর: ${number}`,
  receiptDate: ({ date }) => `তারিখ: ${date}`,
  billedTo: ({ customer }) => `বিল প্রাপক: ${customer}`,
  plan: ({ plan }) => `প্ল্যান: ${plan}`,
  period: ({ from, to }) => `সময়কাল: ${from} – ${to}`,
  coupon: ({ code, discount }) => `কুপন: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `পরিশোধিত অর্থ: ${amount} (GST সহ)`,
  taxableValue: ({ amount }) => `করযোগ্য মূল্য: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (অন্তর্ভুক্ত): ${amount}`,
  paymentId: ({ id }) => `পেমেন্ট ID: ${id}`,
  orderId: ({ id }) => `অর্ডার ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `এই রসিদটি দেখুন বা প্রিন্ট করুন: ${url}`,

  reminderSubject: ({ date }) => `আপনার StreamHub প্ল্যান ${date} তারিখে শেষ হচ্ছে`,
  reminderEnds: ({ plan, date }) => `আপনার StreamHub প্ল্যান ${plan} ${date} তারিখে শেষ হচ্ছে।`,
  reminderNoAutoRenew: 'এটি নিজে থেকে রিনিউ হয় না। বিরতি ছাড়া দেখতে থাকতে, এখানে রিনিউ করুন:',
  renewLink: ({ url }) => `রিনিউ করুন: ${url}`,
  reminderIgnore: 'আপনি আগেই রিনিউ করে থাকলে, এই মেলটি উপেক্ষা করুন।',

  haltedSubject: ({ plan }) => `আপনার StreamHub প্ল্যান ${plan} বন্ধ হয়েছে: পেমেন্ট ব্যর্থ`,
  haltedCouldNotCharge: ({ plan }) => `আপনার StreamHub প্ল্যান ${plan}-এর জন্য আপনার পেমেন্ট মাধ্যম থেকে চার্জ নেওয়া যায়নি।`,
  haltedStopped:
    'ব্যাংক বা UPI অ্যাপ রিনিউয়াল চার্জ এবং তার পরের প্রতিটি চেষ্টা প্রত্যাখ্যান করেছে, তাই অটো-রিনিউ বন্ধ হয়েছে\n' +
    'এবং প্ল্যানে আপনার অ্যাক্সেস শেষ হয়েছে। আর কোনো চার্জ নেওয়া হবে না।',
  haltedChooseAgain: ({ url }) => `দেখতে থাকতে, আবার একটি প্ল্যান বেছে নিন: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `${plan}-এর জন্য ${amount} আসন্ন চার্জ, ${when}`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `${plan}-এর অটো-রিনিউ ${when} (IST) তারিখে ${amount} চার্জ করবে,\n` +
    `আপনার সেট করা UPI AutoPay বা কার্ড ম্যান্ডেটের মাধ্যমে, পরের ${days} দিনের জন্য।`,
  preDebitStopLink: ({ url }) => `চান না? এক ক্লিকে অটো-রিনিউ বন্ধ করুন: ${url}`,
  preDebitNothingMore: 'আর কোনো চার্জ নেওয়া হবে না এবং পরিশোধিত সময়ের শেষ পর্যন্ত আপনার অ্যাক্সেস থাকবে।',
  preDebitAlsoProfile: 'প্রোফাইল → সাবস্ক্রিপশন থেকেও এটি বন্ধ করতে পারেন।',

  howToStop:
    'প্রোফাইল → সাবস্ক্রিপশন (অটো-রিনিউ বাতিল করুন) থেকে যেকোনো সময় অটো-রিনিউ বন্ধ করতে পারেন; তারপর আর কোনো\n' +
    'চার্জ নেওয়া হয় না এবং পরিশোধিত সময়ের শেষ পর্যন্ত আপনার অ্যাক্সেস থাকে। প্রতিটি চার্জের আগে\n' +
    'আপনি মেলে একটি নোটিশও পান, তাতে এক ক্লিকে তা বন্ধ করার লিঙ্ক থাকে।',
  setUpSubject: ({ plan }) => `${plan}-এর অটো-রিনিউ সেট হয়েছে`,
  setUpDone: ({ plan }) => `${plan}-এর জন্য আপনার UPI AutoPay বা কার্ড ম্যান্ডেট সেট হয়েছে।`,
  setUpAmount: ({ amount, days }) => `পরিমাণ: ${amount}, প্রতি ${days} দিনে চার্জ করা হবে।`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `প্রথম চার্জ: ${amount}, ${when} (IST) তারিখে, যখন আপনার ফ্রি ট্রায়াল শেষ হবে; তার আগে কিছু চার্জ করা হবে না।`,
  firstChargeTaken: ({ amount, when, next }) =>
    `প্রথম চার্জ: ${amount}, ${when} (IST) তারিখে নেওয়া হয়েছে; পরেরটি ${next} (IST) তারিখে।`,

  chargeFailedSubject: ({ amount, plan }) => `${plan}-এর জন্য ${amount} পেমেন্ট ব্যর্থ হয়েছে`,
  chargeFailedWhat: ({ amount, plan }) => `আপনার ম্যান্ডেটের মাধ্যমে ${plan}-এর জন্য ${amount} অটো-রিনিউ চার্জ ব্যর্থ হয়েছে।`,
  chargeFailedRetry:
    'কয়েক দিন ধরে দিনে প্রায় একবার আবার চেষ্টা করা হবে; আপনার UPI অ্যাপ বা কার্ড এটি অনুমতি দেয় কিনা দেখে নিন।',
  chargeFailedAccess: ({ until }) =>
    `আবার চেষ্টার সময় আপনার অ্যাক্সেস ${until} (IST) পর্যন্ত থাকবে; সব চেষ্টা ব্যর্থ হলে অটো-রিনিউ বন্ধ হবে।`,

  refundSubject: ({ amount, plan }) => `${plan}-এর জন্য ${amount} রিফান্ড`,
  refundWhat: ({ amount, plan }) =>
    `${plan}-এর জন্য পরিশোধিত ${amount} যে পেমেন্ট মাধ্যম থেকে নেওয়া হয়েছিল, সেখানেই ফেরত পাঠানো হচ্ছে।`,
  refundWhen: 'আপনার ব্যাংকের উপর নির্ভর করে, এটি সাধারণত 5–7 কার্যদিবসের মধ্যে আপনার অ্যাকাউন্টে পৌঁছায়।',
  accessUntil: ({ until }) => `আপনার অ্যাক্সেস ${until} (IST) পর্যন্ত থাকবে।`,
  accessEnded: 'প্ল্যানে আপনার অ্যাক্সেস শেষ হয়েছে।',
  autoRenewOff: 'অটো-রিনিউ বন্ধ: আর কোনো চার্জ নেওয়া হবে না।',

  cancelledSubject: ({ plan }) => `${plan}-এর অটো-রিনিউ বাতিল হয়েছে`,
  cancelledWhat: ({ plan }) => `${plan}-এর UPI AutoPay বা কার্ড ম্যান্ডেট বাতিল হয়েছে: আর কোনো চার্জ নেওয়া হবে না।`,
};

const MR: BillingMailText = {
  hello: ({ name }) => `नमस्कार ${name},`,
  helloNoName: 'नमस्कार,',

  receiptSubject: ({ number }) => `तुमची StreamHub पावती ${number}`,
  receiptHeading: ({ seller }) => `${seller} — पेमेंट पावती`,
  receiptNumber: ({ number }) => `पावती क्रमांक: ${number}`,
  receiptDate: ({ date }) => `दिनांक: ${date}`,
  billedTo: ({ customer }) => `बिल प्राप्तकर्ता: ${customer}`,
  plan: ({ plan }) => `प्लॅन: ${plan}`,
  period: ({ from, to }) => `कालावधी: ${from} – ${to}`,
  coupon: ({ code, discount }) => `कूपन: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `भरलेली रक्कम: ${amount} (GST सह)`,
  taxableValue: ({ amount }) => `करपात्र मूल्य: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (समाविष्ट): ${amount}`,
  paymentId: ({ id }) => `पेमेंट ID: ${id}`,
  orderId: ({ id }) => `ऑर्डर ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `ही पावती पाहा किंवा प्रिंट करा: ${url}`,

  reminderSubject: ({ date }) => `तुमचा StreamHub प्लॅन ${date} रोजी संपत आहे`,
  reminderEnds: ({ plan, date }) => `तुमचा StreamHub प्लॅन ${plan} ${date} रोजी संपत आहे.`,
  reminderNoAutoRenew: 'तो आपोआप रिन्यू होत नाही. खंड न पडता पाहत राहण्यासाठी, तो इथे रिन्यू करा:',
  renewLink: ({ url }) => `रिन्यू करा: ${url}`,
  reminderIgnore: 'तुम्ही आधीच रिन्यू केले असल्यास, या मेलकडे दुर्लक्ष करा.',

  haltedSubject: ({ plan }) => `तुमचा StreamHub प्लॅन ${plan} थांबला आहे: पेमेंट अयशस्वी`,
  haltedCouldNotCharge: ({ plan }) => `तुमच्या StreamHub प्लॅन ${plan} साठी आम्ही तुमच्या पेमेंट पद्धतीतून शुल्क घेऊ शकलो नाही.`,
  haltedStopped:
    'बँक किंवा UPI ॲपने रिन्यूअल शुल्क आणि त्यानंतरचा प्रत्येक प्रयत्न नाकारला, म्हणून ऑटो-रिन्यू थांबले आहे\n' +
    'आणि प्लॅनचा तुमचा ॲक्सेस संपला आहे. यापुढे कोणतेही शुल्क घेतले जाणार नाही.',
  haltedChooseAgain: ({ url }) => `पाहत राहण्यासाठी, पुन्हा प्लॅन निवडा: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `${plan} साठी ${amount} चे आगामी शुल्क, ${when} रोजी`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `${plan} चे ऑटो-रिन्यू ${when} (IST) रोजी ${amount} शुल्क घेईल,\n` +
    `तुम्ही सेट केलेल्या UPI AutoPay किंवा कार्ड मँडेटद्वारे, पुढील ${days} दिवसांसाठी.`,
  preDebitStopLink: ({ url }) => `नको आहे? एका क्लिकमध्ये ऑटो-रिन्यू थांबवा: ${url}`,
  preDebitNothingMore: 'यापुढे कोणतेही शुल्क घेतले जाणार नाही आणि भरलेल्या कालावधीच्या शेवटपर्यंत तुमचा ॲक्सेस सुरू राहील.',
  preDebitAlsoProfile: 'तुम्ही ते प्रोफाइल → सबस्क्रिप्शन्समध्येही बंद करू शकता.',

  howToStop:
    'तुम्ही प्रोफाइल → सबस्क्रिप्शन्स (ऑटो-रिन्यू रद्द करा) मध्ये कधीही ऑटो-रिन्यू थांबवू शकता; त्यानंतर कोणतेही\n' +
    'शुल्क घेतले जात नाही आणि भरलेल्या कालावधीच्या शेवटपर्यंत तुमचा ॲक्सेस सुरू राहतो. प्रत्येक शुल्कापूर्वी\n' +
    'तुम्हाला मेलद्वारे एक सूचनाही मिळते, त्यात ते एका क्लिकमध्ये थांबवण्याची लिंक असते.',
  setUpSubject: ({ plan }) => `${plan} चे ऑटो-रिन्यू सेट झाले आहे`,
  setUpDone: ({ plan }) => `${plan} साठी तुमचे UPI AutoPay किंवा कार्ड मँडेट सेट झाले आहे.`,
  setUpAmount: ({ amount, days }) => `रक्कम: ${amount}, दर ${days} दिवसांनी घेतली जाईल.`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `पहिले शुल्क: ${amount}, ${when} (IST) रोजी, तुमची मोफत ट्रायल संपल्यावर; त्यापूर्वी काहीही घेतले जाणार नाही.`,
  firstChargeTaken: ({ amount, when, next }) => `पहिले शुल्क: ${amount}, ${when} (IST) रोजी घेतले; पुढचे ${next} (IST) रोजी.`,

  chargeFailedSubject: ({ amount, plan }) => `${plan} साठी ${amount} चे पेमेंट अयशस्वी झाले`,
  chargeFailedWhat: ({ amount, plan }) => `तुमच्या मँडेटद्वारे ${plan} साठी ${amount} चे ऑटो-रिन्यू शुल्क अयशस्वी झाले.`,
  chargeFailedRetry: 'काही दिवस रोज साधारण एकदा पुन्हा प्रयत्न केला जाईल; तुमचे UPI ॲप किंवा कार्ड याला परवानगी देते का ते तपासा.',
  chargeFailedAccess: ({ until }) =>
    `पुन्हा प्रयत्न सुरू असताना तुमचा ॲक्सेस ${until} (IST) पर्यंत सुरू राहील; सर्व प्रयत्न अयशस्वी झाल्यास ऑटो-रिन्यू थांबेल.`,

  refundSubject: ({ amount, plan }) => `${plan} साठी ${amount} चा परतावा`,
  refundWhat: ({ amount, plan }) => `${plan} साठी भरलेले ${amount} ज्या पेमेंट पद्धतीतून घेतले होते तिथेच परत केले जात आहेत.`,
  refundWhen: 'तुमच्या बँकेनुसार, हे साधारणपणे 5–7 कामकाजाच्या दिवसांत तुमच्या खात्यात पोहोचते.',
  accessUntil: ({ until }) => `तुमचा ॲक्सेस ${until} (IST) पर्यंत सुरू राहील.`,
  accessEnded: 'प्लॅनचा तुमचा ॲक्सेस संपला आहे.',
  autoRenewOff: 'ऑटो-रिन्यू बंद आहे: यापुढे कोणतेही शुल्क घेतले जाणार नाही.',

  cancelledSubject: ({ plan }) => `${plan} चे ऑटो-रिन्यू रद्द झाले आहे`,
  cancelledWhat: ({ plan }) => `${plan} साठीचे UPI AutoPay किंवा कार्ड मँडेट रद्द झाले आहे: यापुढे कोणतेही शुल्क घेतले जाणार नाही.`,
};

const KN: BillingMailText = {
  hello: ({ name }) => `ನಮಸ್ಕಾರ ${name},`,
  helloNoName: 'ನಮಸ್ಕಾರ,',

  receiptSubject: ({ number }) => `ನಿಮ್ಮ StreamHub ರಸೀದಿ ${number}`,
  receiptHeading: ({ seller }) => `${seller} — ಪಾವತಿ ರಸೀದಿ`,
  receiptNumber: ({ number }) => `ರಸೀದಿ ಸಂಖ್ಯೆ: ${number}`,
  receiptDate: ({ date }) => `ದಿನಾಂಕ: ${date}`,
  billedTo: ({ customer }) => `ಬಿಲ್ ಸ್ವೀಕರಿಸುವವರು: ${customer}`,
  plan: ({ plan }) => `ಪ್ಲಾನ್: ${plan}`,
  period: ({ from, to }) => `ಅವಧಿ: ${from} – ${to}`,
  coupon: ({ code, discount }) => `ಕೂಪನ್: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `ಪಾವತಿಸಿದ ಮೊತ್ತ: ${amount} (GST ಸೇರಿ)`,
  taxableValue: ({ amount }) => `ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (ಸೇರಿದೆ): ${amount}`,
  paymentId: ({ id }) => `ಪಾವತಿ ID: ${id}`,
  orderId: ({ id }) => `ಆರ್ಡರ್ ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `ಈ ರಸೀದಿಯನ್ನು ನೋಡಿ ಅಥವಾ ಮುದ್ರಿಸಿ: ${url}`,

  reminderSubject: ({ date }) => `ನಿಮ್ಮ StreamHub ಪ್ಲಾನ್ ${date} ರಂದು ಮುಗಿಯುತ್ತದೆ`,
  reminderEnds: ({ plan, date }) => `ನಿಮ್ಮ StreamHub ಪ್ಲಾನ್ ${plan} ${date} ರಂದು ಮುಗಿಯುತ್ತದೆ.`,
  reminderNoAutoRenew: 'ಇದು ತಾನಾಗಿಯೇ ನವೀಕರಣಗೊಳ್ಳುವುದಿಲ್ಲ. ತಡೆಯಿಲ್ಲದೆ ನೋಡುತ್ತಿರಲು, ಇಲ್ಲಿ ನವೀಕರಿಸಿ:',
  renewLink: ({ url }) => `ನವೀಕರಿಸಿ: ${url}`,
  reminderIgnore: 'ನೀವು ಈಗಾಗಲೇ ನವೀಕರಿಸಿದ್ದರೆ, ಈ ಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ.',

  haltedSubject: ({ plan }) => `ನಿಮ್ಮ StreamHub ಪ್ಲಾನ್ ${plan} ನಿಂತಿದೆ: ಪಾವತಿ ವಿಫಲವಾಗಿದೆ`,
  haltedCouldNotCharge: ({ plan }) => `ನಿಮ್ಮ StreamHub ಪ್ಲಾನ್ ${plan} ಗಾಗಿ ನಿಮ್ಮ ಪಾವತಿ ವಿಧಾನದಿಂದ ಶುಲ್ಕ ಪಡೆಯಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.`,
  haltedStopped:
    'ಬ್ಯಾಂಕ್ ಅಥವಾ UPI ಆ್ಯಪ್ ನವೀಕರಣ ಶುಲ್ಕವನ್ನೂ ನಂತರದ ಪ್ರತಿ ಮರುಪ್ರಯತ್ನವನ್ನೂ ನಿರಾಕರಿಸಿದೆ, ಆದ್ದರಿಂದ ಸ್ವಯಂ-ನವೀಕರಣ ನಿಂತಿದೆ\n' +
    'ಮತ್ತು ಪ್ಲಾನ್‌ಗೆ ನಿಮ್ಮ ಪ್ರವೇಶ ಮುಗಿದಿದೆ. ಇನ್ನು ಯಾವುದೇ ಶುಲ್ಕ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ.',
  haltedChooseAgain: ({ url }) => `ನೋಡುತ್ತಿರಲು, ಮತ್ತೆ ಒಂದು ಪ್ಲಾನ್ ಆಯ್ಕೆಮಾಡಿ: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `${plan} ಗಾಗಿ ${amount} ಮುಂಬರುವ ಶುಲ್ಕ, ${when} ರಂದು`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `${plan} ನ ಸ್ವಯಂ-ನವೀಕರಣ ${when} (IST) ರಂದು ${amount} ಶುಲ್ಕ ವಿಧಿಸುತ್ತದೆ,\n` +
    `ನೀವು ಹೊಂದಿಸಿದ UPI AutoPay ಅಥವಾ ಕಾರ್ಡ್ ಮ್ಯಾಂಡೇಟ್ ಮೂಲಕ, ಮುಂದಿನ ${days} ದಿನಗಳಿಗೆ.`,
  preDebitStopLink: ({ url }) => `ಬೇಡವೇ? ಒಂದೇ ಕ್ಲಿಕ್‌ನಲ್ಲಿ ಸ್ವಯಂ-ನವೀಕರಣ ನಿಲ್ಲಿಸಿ: ${url}`,
  preDebitNothingMore: 'ಇನ್ನು ಯಾವುದೇ ಶುಲ್ಕ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ ಮತ್ತು ಪಾವತಿಸಿದ ಅವಧಿಯ ಕೊನೆಯವರೆಗೆ ನಿಮ್ಮ ಪ್ರವೇಶ ಮುಂದುವರಿಯುತ್ತದೆ.',
  preDebitAlsoProfile: 'ಪ್ರೊಫೈಲ್ → ಚಂದಾದಾರಿಕೆಗಳು ಅಡಿಯಲ್ಲೂ ಇದನ್ನು ಆಫ್ ಮಾಡಬಹುದು.',

  howToStop:
    'ಪ್ರೊಫೈಲ್ → ಚಂದಾದಾರಿಕೆಗಳು (ಸ್ವಯಂ-ನವೀಕರಣ ರದ್ದುಮಾಡಿ) ಅಡಿಯಲ್ಲಿ ಯಾವಾಗ ಬೇಕಾದರೂ ಸ್ವಯಂ-ನವೀಕರಣ ನಿಲ್ಲಿಸಬಹುದು; ನಂತರ ಯಾವುದೇ\n' +
    'ಶುಲ್ಕ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ ಮತ್ತು ಪಾವತಿಸಿದ ಅವಧಿಯ ಕೊನೆಯವರೆಗೆ ನಿಮ್ಮ ಪ್ರವೇಶ ಮುಂದುವರಿಯುತ್ತದೆ. ಪ್ರತಿ ಶುಲ್ಕದ ಮೊದಲು\n' +
    'ಅದನ್ನು ಒಂದೇ ಕ್ಲಿಕ್‌ನಲ್ಲಿ ನಿಲ್ಲಿಸುವ ಲಿಂಕ್ ಇರುವ ಸೂಚನೆಯೂ ನಿಮಗೆ ಮೇಲ್ ಮೂಲಕ ಬರುತ್ತದೆ.',
  setUpSubject: ({ plan }) => `${plan} ನ ಸ್ವಯಂ-ನವೀಕರಣ ಹೊಂದಿಸಲಾಗಿದೆ`,
  setUpDone: ({ plan }) => `${plan} ಗಾಗಿ ನಿಮ್ಮ UPI AutoPay ಅಥವಾ ಕಾರ್ಡ್ ಮ್ಯಾಂಡೇಟ್ ಹೊಂದಿಸಲಾಗಿದೆ.`,
  setUpAmount: ({ amount, days }) => `ಮೊತ್ತ: ${amount}, ಪ್ರತಿ ${days} ದಿನಗಳಿಗೊಮ್ಮೆ ವಿಧಿಸಲಾಗುತ್ತದೆ.`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `ಮೊದಲ ಶುಲ್ಕ: ${amount}, ${when} (IST) ರಂದು, ನಿಮ್ಮ ಉಚಿತ ಟ್ರಯಲ್ ಮುಗಿದಾಗ; ಅದಕ್ಕೂ ಮೊದಲು ಏನೂ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ.`,
  firstChargeTaken: ({ amount, when, next }) =>
    `ಮೊದಲ ಶುಲ್ಕ: ${amount}, ${when} (IST) ರಂದು ಪಡೆಯಲಾಗಿದೆ; ಮುಂದಿನದು ${next} (IST) ರಂದು.`,

  chargeFailedSubject: ({ amount, plan }) => `${plan} ಗಾಗಿ ${amount} ಪಾವತಿ ವಿಫಲವಾಗಿದೆ`,
  chargeFailedWhat: ({ amount, plan }) => `ನಿಮ್ಮ ಮ್ಯಾಂಡೇಟ್ ಮೂಲಕ ${plan} ಗಾಗಿ ${amount} ಸ್ವಯಂ-ನವೀಕರಣ ಶುಲ್ಕ ವಿಫಲವಾಗಿದೆ.`,
  chargeFailedRetry:
    'ಕೆಲವು ದಿನಗಳವರೆಗೆ ದಿನಕ್ಕೆ ಸುಮಾರು ಒಮ್ಮೆ ಮರುಪ್ರಯತ್ನಿಸಲಾಗುತ್ತದೆ; ನಿಮ್ಮ UPI ಆ್ಯಪ್ ಅಥವಾ ಕಾರ್ಡ್ ಇದನ್ನು ಅನುಮತಿಸುತ್ತದೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ.',
  chargeFailedAccess: ({ until }) =>
    `ಮರುಪ್ರಯತ್ನದ ಸಮಯದಲ್ಲಿ ನಿಮ್ಮ ಪ್ರವೇಶ ${until} (IST) ವರೆಗೆ ಮುಂದುವರಿಯುತ್ತದೆ; ಎಲ್ಲಾ ಪ್ರಯತ್ನಗಳು ವಿಫಲವಾದರೆ, ಸ್ವಯಂ-ನವೀಕರಣ ನಿಲ್ಲುತ್ತದೆ.`,

  refundSubject: ({ amount, plan }) => `${plan} ಗಾಗಿ ${amount} ಮರುಪಾವತಿ`,
  refundWhat: ({ amount, plan }) => `${plan} ಗಾಗಿ ಪಾವತಿಸಿದ ${amount} ಶುಲ್ಕ ಪಡೆದ ಅದೇ ಪಾವತಿ ವಿಧಾನಕ್ಕೆ ಹಿಂತಿರುಗಿಸಲಾಗುತ್ತಿದೆ.`,
  refundWhen: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಅನ್ನು ಅವಲಂಬಿಸಿ, ಇದು ಸಾಮಾನ್ಯವಾಗಿ 5–7 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ನಿಮ್ಮ ಖಾತೆಗೆ ತಲುಪುತ್ತದೆ.',
  accessUntil: ({ until }) => `ನಿಮ್ಮ ಪ್ರವೇಶ ${until} (IST) ವರೆಗೆ ಮುಂದುವರಿಯುತ್ತದೆ.`,
  accessEnded: 'ಪ್ಲಾನ್‌ಗೆ ನಿಮ್ಮ ಪ್ರವೇಶ ಮುಗಿದಿದೆ.',
  autoRenewOff: 'ಸ್ವಯಂ-ನವೀಕರಣ ಆಫ್ ಆಗಿದೆ: ಇನ್ನು ಯಾವುದೇ ಶುಲ್ಕ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ.',

  cancelledSubject: ({ plan }) => `${plan} ನ ಸ್ವಯಂ-ನವೀಕರಣ ರದ್ದಾಗಿದೆ`,
  cancelledWhat: ({ plan }) => `${plan} ಗಾಗಿ UPI AutoPay ಅಥವಾ ಕಾರ್ಡ್ ಮ್ಯಾಂಡೇಟ್ ರದ್ದಾಗಿದೆ: ಇನ್ನು ಯಾವುದೇ ಶುಲ್ಕ ವಿಧಿಸಲಾಗುವುದಿಲ್ಲ.`,
};

const ML: BillingMailText = {
  hello: ({ name }) => `നമസ്കാരം ${name},`,
  helloNoName: 'നമസ്കാരം,',

  receiptSubject: ({ number }) => `നിങ്ങളുടെ StreamHub രസീത് ${number}`,
  receiptHeading: ({ seller }) => `${seller} — പേയ്‌മെന്റ് രസീത്`,
  receiptNumber: ({ number }) => `രസീത് നമ്പർ: ${number}`,
  receiptDate: ({ date }) => `തീയതി: ${date}`,
  billedTo: ({ customer }) => `ബിൽ സ്വീകർത്താവ്: ${customer}`,
  plan: ({ plan }) => `പ്ലാൻ: ${plan}`,
  period: ({ from, to }) => `കാലയളവ്: ${from} – ${to}`,
  coupon: ({ code, discount }) => `കൂപ്പൺ: ${code} (−${discount})`,
  amountPaid: ({ amount }) => `അടച്ച തുക: ${amount} (GST ഉൾപ്പെടെ)`,
  taxableValue: ({ amount }) => `നികുതി ബാധകമായ മൂല്യം: ${amount}`,
  gstLine: ({ rate, amount }) => `GST @ ${rate}% (ഉൾപ്പെടെ): ${amount}`,
  paymentId: ({ id }) => `പേയ്‌മെന്റ് ID: ${id}`,
  orderId: ({ id }) => `ഓർഡർ ID: ${id}`,
  gstin: ({ gstin }) => `GSTIN: ${gstin}`,
  viewReceipt: ({ url }) => `ഈ രസീത് കാണുക അല്ലെങ്കിൽ പ്രിന്റ് ചെയ്യുക: ${url}`,

  reminderSubject: ({ date }) => `നിങ്ങളുടെ StreamHub പ്ലാൻ ${date}-ന് അവസാനിക്കുന്നു`,
  reminderEnds: ({ plan, date }) => `നിങ്ങളുടെ StreamHub പ്ലാൻ ${plan} ${date}-ന് അവസാനിക്കുന്നു.`,
  reminderNoAutoRenew: 'ഇത് സ്വയം പുതുക്കില്ല. തടസ്സമില്ലാതെ കാണുന്നത് തുടരാൻ, ഇവിടെ പുതുക്കുക:',
  renewLink: ({ url }) => `പുതുക്കുക: ${url}`,
  reminderIgnore: 'നിങ്ങൾ ഇതിനകം പുതുക്കിയിട്ടുണ്ടെങ്കിൽ, ഈ മെയിൽ അവഗണിക്കാം.',

  haltedSubject: ({ plan }) => `നിങ്ങളുടെ StreamHub പ്ലാൻ ${plan} നിലച്ചു: പേയ്‌മെന്റ് പരാജയപ്പെട്ടു`,
  haltedCouldNotCharge: ({ plan }) =>
    `നിങ്ങളുടെ StreamHub പ്ലാൻ ${plan}-നായി നിങ്ങളുടെ പേയ്‌മെന്റ് രീതിയിൽ നിന്ന് തുക ഈടാക്കാൻ കഴിഞ്ഞില്ല.`,
  haltedStopped:
    'ബാങ്ക് അല്ലെങ്കിൽ UPI ആപ്പ് പുതുക്കൽ തുകയും തുടർന്നുള്ള ഓരോ ശ്രമവും നിരസിച്ചു, അതിനാൽ ഓട്ടോ-റിന്യൂ നിലച്ചു\n' +
    'പ്ലാനിലേക്കുള്ള നിങ്ങളുടെ ആക്‌സസും അവസാനിച്ചു. ഇനി ഒന്നും ഈടാക്കില്ല.',
  haltedChooseAgain: ({ url }) => `കാണുന്നത് തുടരാൻ, വീണ്ടും ഒരു പ്ലാൻ തിരഞ്ഞെടുക്കുക: ${url}`,

  preDebitSubject: ({ amount, plan, when }) => `${plan}-നായി ${amount} വരാനിരിക്കുന്ന തുക, ${when}-ന്`,
  preDebitWillCharge: ({ plan, amount, when, days }) =>
    `${plan}-ന്റെ ഓട്ടോ-റിന്യൂ ${when} (IST)-ന് ${amount} ഈടാക്കും,\n` +
    `നിങ്ങൾ സജ്ജമാക്കിയ UPI AutoPay അല്ലെങ്കിൽ കാർഡ് മാൻഡേറ്റ് വഴി, അടുത്ത ${days} ദിവസത്തേക്ക്.`,
  preDebitStopLink: ({ url }) => `വേണ്ടേ? ഒറ്റ ക്ലിക്കിൽ ഓട്ടോ-റിന്യൂ നിർത്തുക: ${url}`,
  preDebitNothingMore: 'ഇനി ഒന്നും ഈടാക്കില്ല, അടച്ച കാലയളവ് അവസാനിക്കുന്നതുവരെ നിങ്ങളുടെ ആക്‌സസ് തുടരും.',
  preDebitAlsoProfile: 'പ്രൊഫൈൽ → സബ്‌സ്‌ക്രിപ്‌ഷനുകൾ എന്നതിലും ഇത് ഓഫ് ചെയ്യാം.',

  howToStop:
    'പ്രൊഫൈൽ → സബ്‌സ്‌ക്രിപ്‌ഷനുകൾ (ഓട്ടോ-റിന്യൂ റദ്ദാക്കുക) എന്നതിൽ എപ്പോൾ വേണമെങ്കിലും ഓട്ടോ-റിന്യൂ നിർത്താം; അതിനുശേഷം ഒന്നും\n' +
    'ഈടാക്കില്ല, അടച്ച കാലയളവ് അവസാനിക്കുന്നതുവരെ നിങ്ങളുടെ ആക്‌സസ് തുടരും. ഓരോ തുകയും ഈടാക്കുന്നതിന് മുമ്പ്\n' +
    'അത് ഒറ്റ ക്ലിക്കിൽ നിർത്താനുള്ള ലിങ്കുള്ള ഒരു അറിയിപ്പും മെയിലായി ലഭിക്കും.',
  setUpSubject: ({ plan }) => `${plan}-ന്റെ ഓട്ടോ-റിന്യൂ സജ്ജമാക്കി`,
  setUpDone: ({ plan }) => `${plan}-നുള്ള നിങ്ങളുടെ UPI AutoPay അല്ലെങ്കിൽ കാർഡ് മാൻഡേറ്റ് സജ്ജമാക്കി.`,
  setUpAmount: ({ amount, days }) => `തുക: ${amount}, ഓരോ ${days} ദിവസത്തിലും ഈടാക്കും.`,
  firstChargeAfterTrial: ({ amount, when }) =>
    `ആദ്യ തുക: ${amount}, ${when} (IST)-ന്, നിങ്ങളുടെ സൗജന്യ ട്രയൽ അവസാനിക്കുമ്പോൾ; അതിനുമുമ്പ് ഒന്നും ഈടാക്കില്ല.`,
  firstChargeTaken: ({ amount, when, next }) => `ആദ്യ തുക: ${amount}, ${when} (IST)-ന് ഈടാക്കി; അടുത്തത് ${next} (IST)-ന്.`,

  chargeFailedSubject: ({ amount, plan }) => `${plan}-നുള്ള ${amount} പേയ്‌മെന്റ് പരാജയപ്പെട്ടു`,
  chargeFailedWhat: ({ amount, plan }) => `നിങ്ങളുടെ മാൻഡേറ്റ് വഴി ${plan}-നുള്ള ${amount} ഓട്ടോ-റിന്യൂ തുക പരാജയപ്പെട്ടു.`,
  chargeFailedRetry:
    'കുറച്ച് ദിവസത്തേക്ക് ദിവസം ഏകദേശം ഒരിക്കൽ വീണ്ടും ശ്രമിക്കും; നിങ്ങളുടെ UPI ആപ്പോ കാർഡോ ഇത് അനുവദിക്കുന്നുണ്ടോ എന്ന് പരിശോധിക്കുക.',
  chargeFailedAccess: ({ until }) =>
    `വീണ്ടും ശ്രമിക്കുന്നതിനിടെ നിങ്ങളുടെ ആക്‌സസ് ${until} (IST) വരെ തുടരും; എല്ലാ ശ്രമങ്ങളും പരാജയപ്പെട്ടാൽ ഓട്ടോ-റിന്യൂ നിലയ്ക്കും.`,

  refundSubject: ({ amount, plan }) => `${plan}-നുള്ള ${amount} റീഫണ്ട്`,
  refundWhat: ({ amount, plan }) => `${plan}-നായി അടച്ച ${amount} ഈടാക്കിയ അതേ പേയ്‌മെന്റ് രീതിയിലേക്ക് തിരികെ നൽകുന്നു.`,
  refundWhen: 'നിങ്ങളുടെ ബാങ്കിനെ ആശ്രയിച്ച്, ഇത് സാധാരണയായി 5–7 പ്രവൃത്തി ദിവസങ്ങൾക്കുള്ളിൽ നിങ്ങളുടെ അക്കൗണ്ടിൽ എത്തും.',
  accessUntil: ({ until }) => `നിങ്ങളുടെ ആക്‌സസ് ${until} (IST) വരെ തുടരും.`,
  accessEnded: 'പ്ലാനിലേക്കുള്ള നിങ്ങളുടെ ആക്‌സസ് അവസാനിച്ചു.',
  autoRenewOff: 'ഓട്ടോ-റിന്യൂ ഓഫാണ്: ഇനി ഒന്നും ഈടാക്കില്ല.',

  cancelledSubject: ({ plan }) => `${plan}-ന്റെ ഓട്ടോ-റിന്യൂ റദ്ദാക്കി`,
  cancelledWhat: ({ plan }) => `${plan}-നുള്ള UPI AutoPay അല്ലെങ്കിൽ കാർഡ് മാൻഡേറ്റ് റദ്ദാക്കി: ഇനി ഒന്നും ഈടാക്കില്ല.`,
};

export const BILLING_MAIL_TEXT: Record<ProfileLanguage, BillingMailText> = {
  en: EN,
  hi: HI,
  ta: TA,
  te: TE,
  bn: BN,
  mr: MR,
  kn: KN,
  ml: ML,
};

/** The locale a mail's dates are written in (Latin digits, as on the receipt page and bank statements). */
const localeOf = (lang: ProfileLanguage): string => `${lang}-IN-u-nu-latn`;

/**
 * "₹1,23,456.50": rupees with India's digit grouping, in every language (CLDR gives Marathi,
 * Kannada and Malayalam Western grouping, so amounts are written through en-IN).
 */
const MONEY = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function mailMoney(paise: number): string {
  return MONEY.format(paise / 100);
}

/** "26 Nov 2026" / "26 नव॰ 2026": a day in India's time zone, in the mail's language. */
export function mailDate(lang: ProfileLanguage, at: Date): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

/** "26 Nov 2026, 10:30 am": a date and time in India's time zone, in the mail's language. */
export function mailDateTime(lang: ProfileLanguage, at: Date): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

/** The mail's words in the account's language; English when it is unknown. */
export const billingMailText: (lang: ProfileLanguage | undefined | null) => BillingMailText =
  byLanguage(BILLING_MAIL_TEXT);

/** "Hello Asha," or "Hello," in the mail's language. */
export function helloOf(words: BillingMailText, name: string | null | undefined): string {
  return name ? words.hello({ name }) : words.helloNoName;
}
