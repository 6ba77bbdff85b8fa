import type { MerchantConfig } from '../merchants';
import { countryForMerchant } from '../countries';
import { pick, type Translated } from './texts';

// What the reward pages show, per merchant: amounts scaled to the merchant's currency (a sign-in
// day is worth 5 000 ₫ in Vietnam, 5 ฿ in Thailand, 1 $ in the US) and texts in every catalogue
// language (sandbox/catalogue/texts.ts; English where the merchant lacks the request's language).

/** One "unit" of reward in each currency: what a small daily reward is worth there. */
const UNIT: Record<string, number> = { VND: 5_000, THB: 5, USD: 1, PKR: 100, INR: 20, IDR: 5_000, PHP: 10, MMK: 1_000, MYR: 2, CNY: 5, KHR: 2_000, BDT: 50, BRL: 2, KRW: 1_000, JPY: 100, TRY: 10, TWD: 20 };

export function rewardUnit(merchant: Pick<MerchantConfig, 'country' | 'defaultLanguage'>): number {
  return UNIT[countryForMerchant(merchant).currency] ?? 1;
}

const t = (EN: string, VI: string, CN: string, TH: string, UR: string, HI: string, ID: string, MY: string): Translated => ({ EN, VI, CN, TH, UR, HI, ID, MY });

/** Sign-in rewards of the seven days of a cycle, in units: the seventh day is the big one. */
export const SIGN_IN_UNITS = [1, 1, 2, 2, 3, 4, 10] as const;

export interface NoviceTaskSeed {
  id: string;
  title: Translated;
  description: Translated;
  measure: 'COUNT' | 'AMOUNT';
  /** In units for AMOUNT tasks. */
  target: number;
  /** The demo player's progress at the seed (units for AMOUNT tasks). */
  progress: number;
  rewardUnits: number;
}

export const NOVICE_TASKS: NoviceTaskSeed[] = [
  {
    id: 'bind-mobile',
    title: t('Verify your mobile number', 'Xác minh số điện thoại', '验证手机号码', 'ยืนยันเบอร์โทรศัพท์', 'اپنا موبائل نمبر تصدیق کریں', 'अपना मोबाइल नंबर सत्यापित करें', 'Verifikasi nomor ponsel', 'ဖုန်းနံပါတ် အတည်ပြုပါ'),
    description: t('Add a mobile number to your account.', 'Thêm số điện thoại vào tài khoản.', '为账户绑定手机号码。', 'เพิ่มเบอร์โทรศัพท์ในบัญชีของคุณ', 'اپنے اکاؤنٹ میں موبائل نمبر شامل کریں۔', 'अपने खाते में मोबाइल नंबर जोड़ें।', 'Tambahkan nomor ponsel ke akun Anda.', 'သင့်အကောင့်တွင် ဖုန်းနံပါတ် ထည့်ပါ။'),
    measure: 'COUNT', target: 1, progress: 1, rewardUnits: 2,
  },
  {
    id: 'login-3-days',
    title: t('Log in on 3 days', 'Đăng nhập 3 ngày', '登录3天', 'เข้าสู่ระบบ 3 วัน', '3 دن لاگ ان کریں', '3 दिन लॉग इन करें', 'Masuk selama 3 hari', '၃ ရက် ဝင်ရောက်ပါ'),
    description: t('Log in on three different days.', 'Đăng nhập vào ba ngày khác nhau.', '在三个不同的日子登录。', 'เข้าสู่ระบบในสามวันที่ต่างกัน', 'تین مختلف دنوں میں لاگ ان کریں۔', 'तीन अलग-अलग दिनों में लॉग इन करें।', 'Masuk pada tiga hari yang berbeda.', 'မတူညီသော ရက် ၃ ရက်တွင် ဝင်ရောက်ပါ။'),
    measure: 'COUNT', target: 3, progress: 3, rewardUnits: 2,
  },
  {
    id: 'first-deposit',
    title: t('Make your first deposit', 'Nạp tiền lần đầu', '完成首次存款', 'ฝากเงินครั้งแรก', 'اپنی پہلی رقم جمع کریں', 'अपनी पहली जमा करें', 'Lakukan deposit pertama', 'ပထမဆုံး ငွေသွင်းပါ'),
    description: t('Any deposit counts.', 'Mọi khoản nạp đều được tính.', '任意金额存款均可。', 'ฝากเท่าไรก็ได้', 'کوئی بھی رقم شمار ہوتی ہے۔', 'कोई भी जमा गिनी जाती है।', 'Deposit berapa pun dihitung.', 'မည်သည့်ငွေသွင်းမှုမဆို ရေတွက်ပါသည်။'),
    measure: 'COUNT', target: 1, progress: 0, rewardUnits: 10,
  },
  {
    id: 'turnover',
    title: t('Reach the betting target', 'Đạt mục tiêu cược', '达到投注目标', 'ทำยอดเดิมพันให้ถึงเป้า', 'شرط کا ہدف پورا کریں', 'दांव का लक्ष्य पूरा करें', 'Capai target taruhan', 'လောင်းကြေး ပစ်မှတ် ပြည့်မီပါ'),
    description: t('Bets on any game count.', 'Cược ở mọi trò chơi đều được tính.', '所有游戏的投注均计入。', 'นับยอดเดิมพันทุกเกม', 'کسی بھی گیم پر شرط شمار ہوتی ہے۔', 'किसी भी गेम पर दांव गिने जाते हैं।', 'Taruhan di semua game dihitung.', 'မည်သည့်ဂိမ်းတွင် လောင်းသည်ဖြစ်စေ ရေတွက်ပါသည်။'),
    measure: 'AMOUNT', target: 200, progress: 128, rewardUnits: 5,
  },
  {
    id: 'play-5-games',
    title: t('Try 5 different games', 'Chơi thử 5 trò khác nhau', '体验5款不同游戏', 'ลองเล่น 5 เกมที่ต่างกัน', '5 مختلف گیمز کھیلیں', '5 अलग-अलग गेम खेलें', 'Coba 5 game berbeda', 'မတူညီသော ဂိမ်း ၅ မျိုး ကစားကြည့်ပါ'),
    description: t('Open five games from the lobby.', 'Mở năm trò chơi từ sảnh.', '在大厅打开五款游戏。', 'เปิดเล่นห้าเกมจากล็อบบี้', 'لابی سے پانچ گیمز کھولیں۔', 'लॉबी से पाँच गेम खोलें।', 'Buka lima game dari lobi.', 'လော်ဘီမှ ဂိမ်း ၅ ခု ဖွင့်ပါ။'),
    measure: 'COUNT', target: 5, progress: 3, rewardUnits: 3,
  },
];

/** Rescue: 10 % of yesterday's net loss back, from a loss of 20 units, at most 100 units. */
export const RESCUE = { rate: 10, minLossUnits: 20, maxBonusUnits: 100, demoLossUnits: 236 } as const;

export interface VoucherSeed {
  id: string;
  title: Translated;
  description: Translated;
  minDepositUnits: number;
  bonusUnits: number;
  /** Days from now until it expires (negative: already expired). */
  expiresInDays: number;
  status: 'AVAILABLE' | 'CLAIMED' | 'USED' | 'EXPIRED';
}

export const VOUCHERS: VoucherSeed[] = [
  {
    id: 'V-FIRST',
    title: t('First deposit voucher', 'Phiếu nạp lần đầu', '首存礼券', 'คูปองฝากครั้งแรก', 'پہلی جمع کا واؤچر', 'पहली जमा वाउचर', 'Voucher deposit pertama', 'ပထမ ငွေသွင်း ဘောက်ချာ'),
    description: t('Bonus credited with your next deposit.', 'Thưởng cộng vào lần nạp tiếp theo.', '奖金随下次存款到账。', 'รับโบนัสพร้อมการฝากครั้งถัดไป', 'بونس آپ کی اگلی جمع کے ساتھ ملے گا۔', 'बोनस आपकी अगली जमा के साथ मिलेगा।', 'Bonus masuk bersama deposit berikutnya.', 'နောက်တစ်ကြိမ် ငွေသွင်းသည့်အခါ ဘောနပ်စ် ရရှိမည်။'),
    minDepositUnits: 20, bonusUnits: 20, expiresInDays: 6, status: 'AVAILABLE',
  },
  {
    id: 'V-WEEKEND',
    title: t('Weekend reload', 'Nạp lại cuối tuần', '周末充值礼券', 'โบนัสเติมเงินสุดสัปดาห์', 'ویک اینڈ ری لوڈ', 'वीकेंड रीलोड', 'Isi ulang akhir pekan', 'စနေ၊ တနင်္ဂနွေ ငွေဖြည့်'),
    description: t('Extra bonus on a weekend deposit.', 'Thưởng thêm khi nạp vào cuối tuần.', '周末存款额外奖金。', 'โบนัสพิเศษเมื่อฝากช่วงสุดสัปดาห์', 'ویک اینڈ پر جمع کرانے پر اضافی بونس۔', 'वीकेंड जमा पर अतिरिक्त बोनस।', 'Bonus ekstra untuk deposit akhir pekan.', 'စနေ၊ တနင်္ဂနွေ ငွေသွင်းလျှင် အပိုဘောနပ်စ်။'),
    minDepositUnits: 40, bonusUnits: 8, expiresInDays: 3, status: 'AVAILABLE',
  },
  {
    id: 'V-VIP',
    title: t('VIP deposit voucher', 'Phiếu nạp VIP', 'VIP存款礼券', 'คูปองฝาก VIP', 'VIP جمع واؤچر', 'VIP जमा वाउचर', 'Voucher deposit VIP', 'VIP ငွေသွင်း ဘောက်ချာ'),
    description: t('For VIP members: use it on any deposit.', 'Dành cho thành viên VIP: dùng cho mọi lần nạp.', 'VIP会员专享：任意存款可用。', 'สำหรับสมาชิก VIP: ใช้กับการฝากครั้งใดก็ได้', 'VIP اراکین کے لیے: کسی بھی جمع پر استعمال کریں۔', 'VIP सदस्यों के लिए: किसी भी जमा पर उपयोग करें।', 'Untuk member VIP: pakai untuk deposit apa pun.', 'VIP အဖွဲ့ဝင်များအတွက်: မည်သည့်ငွေသွင်းမှုတွင်မဆို သုံးပါ။'),
    minDepositUnits: 10, bonusUnits: 5, expiresInDays: 12, status: 'CLAIMED',
  },
  {
    id: 'V-WELCOME',
    title: t('Welcome voucher', 'Phiếu chào mừng', '欢迎礼券', 'คูปองต้อนรับ', 'خوش آمدید واؤچر', 'स्वागत वाउचर', 'Voucher selamat datang', 'ကြိုဆို ဘောက်ချာ'),
    description: t('Used on your registration deposit.', 'Đã dùng khi nạp lúc đăng ký.', '已在注册存款时使用。', 'ใช้แล้วกับการฝากตอนสมัคร', 'رجسٹریشن کی جمع پر استعمال ہو چکا۔', 'पंजीकरण जमा पर उपयोग हो चुका।', 'Sudah dipakai saat deposit pendaftaran.', 'မှတ်ပုံတင် ငွေသွင်းမှုတွင် အသုံးပြုပြီး။'),
    minDepositUnits: 10, bonusUnits: 4, expiresInDays: 20, status: 'USED',
  },
  {
    id: 'V-SONGKRAN',
    title: t('Festival voucher', 'Phiếu lễ hội', '节日礼券', 'คูปองเทศกาล', 'تہوار واؤچر', 'त्योहार वाउचर', 'Voucher festival', 'ပွဲတော် ဘောက်ချာ'),
    description: t('The festival offer has ended.', 'Ưu đãi lễ hội đã kết thúc.', '节日优惠已结束。', 'โปรเทศกาลสิ้นสุดแล้ว', 'تہوار کی پیشکش ختم ہو گئی۔', 'त्योहार ऑफ़र समाप्त हो गया।', 'Penawaran festival telah berakhir.', 'ပွဲတော် ကမ်းလှမ်းချက် ပြီးဆုံးပါပြီ။'),
    minDepositUnits: 20, bonusUnits: 10, expiresInDays: -2, status: 'EXPIRED',
  },
];

/** The cashier deposit page per demo merchant (an origin on its manifest's redirectAllowList). */
export function depositUrlFor(merchant: Pick<MerchantConfig, 'redirectAllowList'>): string | null {
  const origin = merchant.redirectAllowList[0];
  return origin ? `${origin}/deposit` : null;
}

export const MISSION_TITLE = t('Weekly betting mission', 'Nhiệm vụ cược hằng tuần', '每周投注任务', 'ภารกิจเดิมพันประจำสัปดาห์', 'ہفتہ وار شرط مشن', 'साप्ताहिक दांव मिशन', 'Misi taruhan mingguan', 'အပတ်စဉ် လောင်းကြေး မစ်ရှင်');

/** Players of the ranking, as their user names (masked in the answer); a merchant's own crowd when the sandbox has one. */
const CROWDS: Record<string, string[]> = {
  luckyvn: ['nguyenvan88', 'tranthu_hn', 'lehoang99', 'phamminh', 'hoanglong7', 'vuthanh', 'dangkhoa', 'buithao', 'doquang', 'ngocanh', 'huynhtam', 'phanduy', 'maihuong', 'trinhson', 'lamphong', 'tuanvu', 'kimchi', 'baongoc', 'thanhtung', 'quynhnhu'],
  siamspin: ['somchai77', 'nattapong', 'kanokwan', 'wichai_bkk', 'siriporn', 'thanawat', 'pimchanok', 'anucha', 'malee88', 'kittisak', 'supaporn', 'chaiyaporn', 'ratchanee', 'prasert', 'jintana', 'sakda', 'orawan', 'pornthip', 'surachai', 'nuengruthai'],
  goldcrest: ['ahmedkhan', 'fatima_r', 'bilal786', 'ayeshaali', 'usman_lhr', 'zainab', 'hamzaq', 'sanaiqbal', 'imranpk', 'hinaraza', 'rahulverma', 'priya_s', 'budisantoso', 'dewi88', 'aungkyaw', 'thandar', 'liwei', 'omarfarooq', 'nadia_k', 'sajid11'],
};
const GENERIC_CROWD = ['player01', 'luckystar', 'goldfish', 'tigerking', 'moonlight', 'redpanda', 'sunrise', 'bigwin88', 'jackpot7', 'silverfox', 'nightowl', 'diamond9', 'happyday', 'fastlane', 'bluewave', 'skyhigh', 'rocket5', 'cherry', 'phoenix', 'dragon8'];

export function crowdFor(merchant: Pick<MerchantConfig, 'id'>): string[] {
  return CROWDS[merchant.id] ?? GENERIC_CROWD;
}

/** "nguyenvan88" → "ng***88": the first two and last two characters. */
export function maskName(name: string): string {
  return name.length <= 4 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** Prizes of the top ten, in units; the rest win nothing. */
export const RANK_PRIZES = [500, 300, 200, 100, 80, 60, 50, 40, 30, 20] as const;

export function textIn(text: Translated, language: string, merchant: Pick<MerchantConfig, 'supportedLanguages'>): string {
  return pick(text, language, merchant.supportedLanguages);
}
