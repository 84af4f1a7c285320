import type { emailVerify as en } from '@core/i18n/en/email-verify';

/** ई-मेल पते की पुष्टि (docs/decisions/0033-account-ends-and-sign-in-safety.md)। */
export const emailVerify = {
  'emailVerify.mail.subject': '{clinic} के लिए अपने ई-मेल पते की पुष्टि करें',
  'emailVerify.mail.body':
    'नमस्ते {name},\n\nकृपया पुष्टि करें कि {email} आपका ई-मेल पता है, ताकि {clinic} आपको बुकिंग की पुष्टि और रिमाइंडर ई-मेल से भेज सके। यह लिंक खोलें और "इस ई-मेल पते की पुष्टि करें" दबाएँ:\n\n{link}\n\nयह लिंक {days} दिन तक चलेगा। अगर आपने यह पता {clinic} को नहीं दिया है, तो इस मेल को अनदेखा करें: इस पते पर कुछ नहीं भेजा जाएगा।\n\n{clinic}',
  'emailVerify.pageTitle': 'अपने ई-मेल पते की पुष्टि करें',
  'emailVerify.pageIntro': 'इस ई-मेल पते की पुष्टि के लिए बटन दबाएँ। तब तक क्लिनिक इस पर कुछ नहीं भेजता।',
  'emailVerify.confirm': 'इस ई-मेल पते की पुष्टि करें',
  'emailVerify.confirmed': 'धन्यवाद: आपके ई-मेल पते की पुष्टि हो गई है। अब बुकिंग के मेल इस पर आएँगे।',
  'emailVerify.linkInvalid': 'पुष्टि का यह लिंक मान्य नहीं है, या भेजे जाने के बाद पता बदल गया है। अपनी प्रोफ़ाइल खोलकर नया लिंक माँगें।',
  'emailVerify.linkExpired': 'पुष्टि के इस लिंक की अवधि समाप्त हो गई है। अपनी प्रोफ़ाइल खोलकर नया लिंक माँगें।',
  'emailVerify.unverified': 'अभी पुष्टि नहीं हुई: जब तक आप इस पते पर भेजा गया लिंक नहीं खोलते, क्लिनिक इस पर कोई ई-मेल नहीं भेजता।',
  'emailVerify.verified': 'पुष्टि हो गई',
  'emailVerify.resend': 'पुष्टि का लिंक फिर से भेजें',
  'emailVerify.sent': 'हमने {email} पर पुष्टि का लिंक भेज दिया है।',
  'emailVerify.noEmail': 'पहले अपनी प्रोफ़ाइल में ई-मेल पता जोड़ें।',
  'emailVerify.emailOff': 'क्लिनिक ई-मेल नहीं भेजता: पुष्टि करने के लिए कुछ नहीं है।',
  'emailVerify.alreadyVerified': 'इस ई-मेल पते की पुष्टि पहले ही हो चुकी है।',
  'emailVerify.openProfile': 'मेरी प्रोफ़ाइल खोलें',
} satisfies Record<keyof typeof en, string>;
