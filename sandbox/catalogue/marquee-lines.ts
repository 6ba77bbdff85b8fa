import type { Announcement } from '../../src/lib/wire/shapes.ts';
import type { MerchantConfig } from '../merchants';
import { pick, type ProperName } from './texts';

// The home marquee's lines (MCSFE_getListAnnouncements?types=MQ, this product's design): three
// short plain-text lines per merchant, in each of its languages (English for a language it
// lacks; a merchant the sandbox has no lines for gets generic ones in every catalogue language). Each line is an announcement whose
// title and content are the line; promotionType MARQUEE, execution A (the marquee shows every
// line to everyone: execution is not read for it).
//
//   marqueeFor(luckyvn, 'VI')[0] -> { id: 7101, title: 'Kết quả xổ số Miền Bắc lúc 18:15 mỗi ngày.',
//                                     content: (the same), promotionType: 'MARQUEE', execution: 'A' }

const LINES: Record<string, ProperName[]> = {
  luckyvn: [
    { EN: 'Northern lottery results at 18:15 every day.', VI: 'Kết quả xổ số Miền Bắc lúc 18:15 mỗi ngày.', CN: '北部彩票每日18:15开奖。' },
    { EN: 'First deposit? Get a 100% bonus.', VI: 'Nạp lần đầu nhận thưởng 100%.', CN: '首次存款享100%奖金。' },
    { EN: 'Get the Lucky VN app for the fastest results.', VI: 'Tải ứng dụng Lucky VN để nhận kết quả nhanh nhất.', CN: '下载Lucky VN应用，最快获取开奖结果。' },
  ],
  siamspin: [
    { EN: 'Live casino tables open 24 hours a day.', TH: 'คาสิโนสดเปิดให้บริการตลอด 24 ชั่วโมง' },
    { EN: 'First deposit bonus: 50% extra.', TH: 'ฝากครั้งแรกรับโบนัสเพิ่ม 50%' },
    { EN: 'Invite friends and earn rewards every week.', TH: 'ชวนเพื่อนรับรางวัลทุกสัปดาห์' },
  ],
  goldcrest: [
    {
      EN: 'New slots every week: try Sweet Bonanza today.', UR: 'ہر ہفتے نئے سلاٹس: آج ہی Sweet Bonanza آزمائیں۔', HI: 'हर हफ़्ते नए स्लॉट्स: आज ही Sweet Bonanza खेलें।',
      ID: 'Slot baru setiap minggu: coba Sweet Bonanza hari ini.', MY: 'အပတ်တိုင်း စလော့ဂိမ်းအသစ်များ - ယနေ့ Sweet Bonanza ကို ကစားကြည့်ပါ။', CN: '每周新老虎机：今天就试试Sweet Bonanza。',
    },
    {
      EN: 'Climb the leaderboard for weekly prizes.', UR: 'ہفتہ وار انعامات کے لیے لیڈر بورڈ پر چڑھیں۔', HI: 'साप्ताहिक इनामों के लिए लीडरबोर्ड पर चढ़ें।',
      ID: 'Naiki papan peringkat untuk hadiah mingguan.', MY: 'အပတ်စဉ်ဆုများအတွက် အဆင့်ဇယားတွင် တက်လှမ်းပါ။', CN: '登上排行榜，赢取每周大奖。',
    },
    {
      EN: 'Withdrawals are processed within 5 minutes.', UR: 'رقم نکلوانے کا عمل 5 منٹ میں مکمل ہوتا ہے۔', HI: 'निकासी 5 मिनट के भीतर पूरी होती है।',
      ID: 'Penarikan diproses dalam 5 menit.', MY: 'ငွေထုတ်ယူမှုများကို ၅ မိနစ်အတွင်း ဆောင်ရွက်ပေးပါသည်။', CN: '提款5分钟内到账。',
    },
  ],
};

/** Any other merchant's lines, in every catalogue language. */
const GENERIC: ProperName[] = [
  {
    EN: 'Welcome! New games every week.', VI: 'Chào mừng! Trò chơi mới mỗi tuần.', CN: '欢迎！每周都有新游戏。', TH: 'ยินดีต้อนรับ! เกมใหม่ทุกสัปดาห์',
    UR: 'خوش آمدید! ہر ہفتے نئے گیمز۔', HI: 'स्वागत है! हर हफ़्ते नए गेम।', ID: 'Selamat datang! Game baru setiap minggu.', MY: 'ကြိုဆိုပါတယ်! အပတ်တိုင်း ဂိမ်းအသစ်များ။',
  },
  {
    EN: 'Deposit today for a welcome bonus.', VI: 'Nạp tiền hôm nay để nhận thưởng chào mừng.', CN: '今日存款即享欢迎奖金。', TH: 'ฝากวันนี้รับโบนัสต้อนรับ',
    UR: 'آج ہی جمع کروائیں اور خوش آمدید بونس پائیں۔', HI: 'आज ही जमा करें और स्वागत बोनस पाएं।', ID: 'Deposit hari ini untuk bonus selamat datang.', MY: 'ယနေ့ ငွေသွင်းပြီး ကြိုဆိုဘောနပ်စ် ရယူပါ။',
  },
  {
    EN: 'Customer service is open 24 hours a day.', VI: 'Chăm sóc khách hàng 24 giờ mỗi ngày.', CN: '客服全天24小时在线。', TH: 'ฝ่ายบริการลูกค้าเปิดตลอด 24 ชั่วโมง',
    UR: 'کسٹمر سروس دن کے 24 گھنٹے دستیاب ہے۔', HI: 'ग्राहक सेवा दिन के 24 घंटे उपलब्ध है।', ID: 'Layanan pelanggan buka 24 jam sehari.', MY: 'ဖောက်သည်ဝန်ဆောင်မှု ၂၄ နာရီ ဖွင့်ထားပါသည်။',
  },
];

export type MarqueeMerchant = Pick<MerchantConfig, 'id' | 'supportedLanguages'>;

/** `replaced` (scenario marquee): these lines instead, the same in every language. */
export function marqueeFor(merchant: MarqueeMerchant, language: string, replaced?: readonly string[]): Announcement[] {
  const lines = replaced ?? (LINES[merchant.id] ?? GENERIC).map((line) => pick(line, language, merchant.supportedLanguages));
  return lines.map((line, i) => ({ id: 7101 + i, title: line, content: line, promotionType: 'MARQUEE', execution: 'A' }));
}
