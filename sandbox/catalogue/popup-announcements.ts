import type { Announcement } from '../../src/lib/wire/shapes.ts';
import type { MerchantConfig } from '../merchants';
import { pick, type Translated } from './texts';

// The announcement popup's list (MCSFE_getListAnnouncements?types=PR&platform=M without a
// category, this product's design): realistic operator announcements in every catalogue
// language, HTML content with in-app links, for every audience:
//   B (visitors): the welcome offer, the evening draw times;
//   A (members): the daily sign-in reward, and updated terms to be read to the end (forcedReading);
//   F (first-time login, shown with the A ones): the new-member tasks.
// The app picks the items of its player's audience; the server sends them all.
//
//   popupAnnouncementsFor(luckyvn, 'VI')[0] -> { id: 8101, title: 'Thưởng chào mừng 100%', content: '<p>…</p>', execution: 'B', … }

interface Item {
  id: number;
  execution: 'A' | 'B' | 'F';
  promotionType: string;
  title: Translated;
  body: Translated;
  link?: { path: string; text: Translated };
  forcedReading?: boolean;
}

const t = (EN: string, VI: string, CN: string, TH: string, UR: string, HI: string, ID: string, MY: string): Translated => ({ EN, VI, CN, TH, UR, HI, ID, MY });

const DETAILS = t('See the offer', 'Xem ưu đãi', '查看优惠', 'ดูโปรโมชั่น', 'پیشکش دیکھیں', 'ऑफ़र देखें', 'Lihat penawaran', 'ကမ်းလှမ်းချက်ကို ကြည့်ရန်');

const ITEMS: Item[] = [
  {
    id: 8101, execution: 'B', promotionType: 'FIRST_DEPOSIT',
    title: t('100% welcome bonus', 'Thưởng chào mừng 100%', '100%迎新奖金', 'โบนัสต้อนรับ 100%', '100% خوش آمدید بونس', '100% स्वागत बोनस', 'Bonus sambutan 100%', '၁၀၀% ကြိုဆိုဘောနပ်စ်'),
    body: t(
      'Register today and your <strong>first deposit is doubled</strong>, up to 5,000,000. Wagering 10× within 30 days.',
      'Đăng ký hôm nay và <strong>lần nạp đầu được nhân đôi</strong>, tối đa 5.000.000. Cược 10 lần trong 30 ngày.',
      '今日注册，<strong>首存金额翻倍</strong>，最高5,000,000。30天内完成10倍流水。',
      'สมัครวันนี้ <strong>ฝากครั้งแรกรับเพิ่มเป็นสองเท่า</strong> สูงสุด 5,000,000 ทำเทิร์น 10 เท่าภายใน 30 วัน',
      'آج ہی رجسٹر کریں اور <strong>آپ کی پہلی جمع رقم دگنی</strong> ہو جائے گی، زیادہ سے زیادہ 5,000,000۔ 30 دن میں 10 گنا شرط۔',
      'आज ही रजिस्टर करें और <strong>आपकी पहली जमा राशि दोगुनी</strong> होगी, अधिकतम 5,000,000। 30 दिनों में 10 गुना दांव।',
      'Daftar hari ini dan <strong>deposit pertama Anda digandakan</strong>, hingga 5.000.000. Taruhan 10× dalam 30 hari.',
      'ယနေ့ စာရင်းသွင်းပြီး <strong>ပထမဆုံးငွေသွင်းမှု နှစ်ဆ</strong> ရယူပါ၊ အများဆုံး 5,000,000။ ရက် ၃၀ အတွင်း ၁၀ ဆ လောင်းရမည်။',
    ),
    link: { path: '/m/activity', text: DETAILS },
  },
  {
    id: 8102, execution: 'B', promotionType: 'NOTICE',
    title: t('Draw times', 'Giờ mở thưởng', '开奖时间', 'เวลาออกรางวัล', 'قرعہ اندازی کے اوقات', 'ड्रॉ का समय', 'Jadwal undian', 'ထီဖွင့်ချိန်'),
    body: t(
      'Results are published every evening from 18:15. Bets close 15 minutes before each draw.',
      'Kết quả được công bố mỗi tối từ 18:15. Ngừng nhận cược 15 phút trước mỗi kỳ quay.',
      '每晚18:15起公布开奖结果。每期开奖前15分钟停止投注。',
      'ประกาศผลทุกเย็นตั้งแต่ 18:15 น. ปิดรับแทง 15 นาทีก่อนออกรางวัลแต่ละงวด',
      'نتائج ہر شام 18:15 سے جاری کیے جاتے ہیں۔ ہر قرعہ اندازی سے 15 منٹ پہلے شرط بند ہو جاتی ہے۔',
      'परिणाम हर शाम 18:15 से घोषित होते हैं। हर ड्रॉ से 15 मिनट पहले दांव बंद हो जाते हैं।',
      'Hasil diumumkan setiap malam mulai pukul 18:15. Taruhan ditutup 15 menit sebelum setiap undian.',
      'ရလဒ်များကို ညနေ ၁၈:၁၅ မှစ၍ နေ့စဉ် ကြေညာပါသည်။ ထီဖွင့်ချိန် ၁၅ မိနစ်အလိုတွင် လောင်းကြေးပိတ်ပါသည်။',
    ),
  },
  {
    id: 8201, execution: 'A', promotionType: 'SIGN_IN',
    title: t('Daily sign-in rewards', 'Điểm danh nhận thưởng mỗi ngày', '每日签到奖励', 'เช็คอินรับรางวัลทุกวัน', 'روزانہ سائن ان انعامات', 'रोज़ाना साइन-इन इनाम', 'Hadiah absen harian', 'နေ့စဉ် ဆိုင်းအင် ဆုလက်ဆောင်'),
    body: t(
      'Sign in seven days in a row and collect a bigger reward every day. Miss a day and the week starts again.',
      'Điểm danh bảy ngày liên tiếp để nhận thưởng lớn hơn mỗi ngày. Bỏ lỡ một ngày, tuần mới sẽ bắt đầu lại.',
      '连续签到七天，每天奖励更丰厚。中断一天则重新开始。',
      'เช็คอินติดต่อกันเจ็ดวัน รับรางวัลมากขึ้นทุกวัน หากขาดหนึ่งวันจะเริ่มนับใหม่',
      'لگاتار سات دن سائن ان کریں اور ہر دن بڑا انعام پائیں۔ ایک دن چھوٹ گیا تو ہفتہ دوبارہ شروع ہوگا۔',
      'लगातार सात दिन साइन इन करें और हर दिन बड़ा इनाम पाएं। एक दिन छूटा तो हफ़्ता फिर से शुरू होगा।',
      'Absen tujuh hari berturut-turut dan dapatkan hadiah lebih besar setiap hari. Terlewat sehari, minggu dimulai lagi.',
      'ခုနစ်ရက် ဆက်တိုက် ဆိုင်းအင်ဝင်ပြီး နေ့တိုင်း ပိုကြီးသော ဆုကို ရယူပါ။ တစ်ရက် လွတ်သွားပါက အစမှ ပြန်စပါမည်။',
    ),
    link: { path: '/m/activity/signIn', text: t('Sign in now', 'Điểm danh ngay', '立即签到', 'เช็คอินเลย', 'ابھی سائن ان کریں', 'अभी साइन इन करें', 'Absen sekarang', 'ယခု ဆိုင်းအင်ဝင်ရန်') },
  },
  {
    id: 8202, execution: 'A', promotionType: 'NOTICE', forcedReading: true,
    title: t('Updated terms of play', 'Cập nhật điều khoản chơi', '游戏条款更新', 'ปรับปรุงข้อกำหนดการเล่น', 'کھیل کی شرائط میں تبدیلی', 'खेल की शर्तों में बदलाव', 'Pembaruan syarat bermain', 'ကစားနည်းစည်းမျဉ်း ပြင်ဆင်ချက်'),
    body: t(
      'From the 1st of next month, bonus wagering counts only on settled bets. Please read the whole notice before you continue.',
      'Từ ngày 1 tháng sau, doanh thu thưởng chỉ tính trên các cược đã kết toán. Vui lòng đọc hết thông báo trước khi tiếp tục.',
      '自下月1日起，奖金流水仅计算已结算的投注。请在继续前阅读完整公告。',
      'ตั้งแต่วันที่ 1 ของเดือนหน้า ยอดเทิร์นโบนัสจะนับเฉพาะเดิมพันที่ชำระแล้ว โปรดอ่านประกาศให้ครบก่อนดำเนินการต่อ',
      'اگلے مہینے کی یکم سے بونس کی شرط صرف طے شدہ شرطوں پر گنی جائے گی۔ براہ کرم آگے بڑھنے سے پہلے پورا نوٹس پڑھیں۔',
      'अगले महीने की 1 तारीख से बोनस दांव केवल निपटाए गए दांवों पर गिना जाएगा। कृपया आगे बढ़ने से पहले पूरी सूचना पढ़ें।',
      'Mulai tanggal 1 bulan depan, taruhan bonus hanya dihitung dari taruhan yang sudah diselesaikan. Harap baca seluruh pemberitahuan sebelum melanjutkan.',
      'နောက်လ ၁ ရက်နေ့မှစ၍ ဘောနပ်စ်လောင်းကြေးကို ပြီးဆုံးသော လောင်းကြေးများတွင်သာ တွက်ပါမည်။ ဆက်မလုပ်မီ အသိပေးချက် အပြည့်အစုံကို ဖတ်ပါ။',
    ),
  },
  {
    id: 8301, execution: 'F', promotionType: 'NOVICE_TASK',
    title: t('Welcome aboard: your first tasks', 'Chào mừng: nhiệm vụ đầu tiên', '欢迎加入：新手任务', 'ยินดีต้อนรับ: ภารกิจแรกของคุณ', 'خوش آمدید: آپ کے پہلے کام', 'स्वागत है: आपके पहले कार्य', 'Selamat bergabung: tugas pertama Anda', 'ကြိုဆိုပါတယ်: သင်၏ ပထမဆုံး တာဝန်များ'),
    body: t(
      'Complete your profile, make a first deposit and place a first bet: each task pays a gift.',
      'Hoàn thiện hồ sơ, nạp tiền lần đầu và đặt cược đầu tiên: mỗi nhiệm vụ đều có quà.',
      '完善资料、首次存款并完成首笔投注：每项任务都有礼品。',
      'กรอกโปรไฟล์ให้ครบ ฝากเงินครั้งแรก และวางเดิมพันแรก ทุกภารกิจมีของรางวัล',
      'اپنی پروفائل مکمل کریں، پہلی رقم جمع کریں اور پہلی شرط لگائیں: ہر کام پر تحفہ ملتا ہے۔',
      'अपनी प्रोफ़ाइल पूरी करें, पहली जमा करें और पहला दांव लगाएं: हर कार्य पर उपहार मिलता है।',
      'Lengkapi profil, lakukan deposit pertama dan pasang taruhan pertama: setiap tugas memberi hadiah.',
      'ပရိုဖိုင်ကို ဖြည့်ပါ၊ ပထမဆုံး ငွေသွင်းပါ၊ ပထမဆုံး လောင်းကြေးထပ်ပါ - တာဝန်တိုင်းတွင် လက်ဆောင်ရှိသည်။',
    ),
    link: { path: '/m/activity/noviceTask', text: t('Start the tasks', 'Bắt đầu nhiệm vụ', '开始任务', 'เริ่มภารกิจ', 'کام شروع کریں', 'कार्य शुरू करें', 'Mulai tugas', 'တာဝန်များ စတင်ရန်') },
  },
];

export type PopupMerchant = Pick<MerchantConfig, 'supportedLanguages'>;

/** Every popup announcement, in the request's language (English for a language the merchant lacks). */
export function popupAnnouncementsFor(merchant: PopupMerchant, language: string): Announcement[] {
  const say = (text: Translated) => pick(text, language, merchant.supportedLanguages);
  return ITEMS.map((item) => ({
    id: item.id,
    title: say(item.title),
    content: `<p>${say(item.body)}</p>${item.link ? `<p><a href="${item.link.path}">${say(item.link.text)}</a></p>` : ''}`,
    promotionType: item.promotionType,
    execution: item.execution,
    ...(item.forcedReading ? { forcedReading: true } : {}),
  }));
}

/**
 * Server HTML carrying every kind of active payload (script, event handlers, javascript: URLs, SVG
 * script, an iframe, a form): the app must render it with none active. Each payload would set
 * `window.__popupPwned` or open a dialog. Scenario popups "hostile" and promotions content "hostile".
 */
export const HOSTILE_HTML = [
  '<p>Safe text stays.</p>',
  '<script>window.__popupPwned = "script"</script>',
  '<img src="x" onerror="window.__popupPwned = \'onerror\'">',
  '<a href="javascript:window.__popupPwned = \'javascript\'" id="js-link">Tap for a prize</a>',
  '<svg><script>window.__popupPwned = "svg"</script><circle r="5" onload="window.__popupPwned = \'svg-onload\'"/></svg>',
  '<iframe srcdoc="<script>parent.__popupPwned = \'iframe\'</script>"></iframe>',
  '<form action="javascript:alert(1)"><input name="password" value="x"><button>Send</button></form>',
  '<details open ontoggle="alert(\'toggle\')"><summary>More</summary></details>',
].join('');

/** Scenario popups "hostile": one announcement per audience, title and content hostile. */
export function hostileAnnouncements(): Announcement[] {
  return (['B', 'A'] as const).map((execution, i) => ({ id: 8901 + i, title: 'Important <b onmouseover="alert(1)">notice</b>', content: HOSTILE_HTML, promotionType: 'NOTICE', execution }));
}
