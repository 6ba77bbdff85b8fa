import type { PromotionDetailValue, PromotionSummary, VipLevel } from '../../src/lib/wire/shapes.ts';
import { countryForMerchant } from '../countries';
import type { MerchantConfig } from '../merchants';
import { pick, type ProperName } from './texts';

// The promotions every demo merchant runs (MCSFE_getPromotionList / MCSFE_getPromotionDetail,
// this product's design): one of each promotion type of the manifest's promotionTargets table,
// texts in the merchant's languages (EN, VI, CN, TH and UR written out, HI and ID for titles;
// English for a language a text lacks), amounts in the merchant's currency, pictures on the image
// CDN (/promotions/<type>.svg, 780 × 390, no words: the same in every language); the referral
// programme's detail has an HTML description (`content`), the others none. Ids are fixed:
// 501 is the app-download bonus and 502 the referral programme, as in
// MCSFE_getMerchantAvailablePromotions and the P banner.
//
//   promotionsFor(luckyvn, 'VI', now)[0] -> { id: 501, promotionType: 'APP_DOWNLOAD',
//     title: 'Thưởng tải ứng dụng', summary: 'Tải ứng dụng Lucky VN và đăng nhập lần đầu…', maxBonus: 50000, … }

interface Seed {
  id: number;
  type: string;
  title: ProperName;
  summary: ProperName;
  rule: ProperName;
  /** The operator's HTML description (the detail's `content`), or none. */
  content?: ProperName;
  /** In baht-sized units; scaled to the merchant's currency. */
  maxBonus: number | null;
  /** Days from now the promotion started / ends (null: no end). */
  started: number;
  ends: number | null;
}

const SEEDS: Seed[] = [
  {
    id: 501, type: 'APP_DOWNLOAD', maxBonus: 50, started: 30, ends: null,
    title: { EN: 'App download bonus', VI: 'Thưởng tải ứng dụng', CN: '下载应用奖金', TH: 'โบนัสดาวน์โหลดแอป', UR: 'ایپ ڈاؤن لوڈ بونس', HI: 'ऐप डाउनलोड बोनस', ID: 'Bonus unduh aplikasi' },
    summary: { EN: 'Install our app and log in with it for the first time to receive a free bonus.', VI: 'Cài đặt ứng dụng và đăng nhập lần đầu để nhận tiền thưởng miễn phí.', CN: '安装我们的应用并首次登录，即可获得免费奖金。', TH: 'ติดตั้งแอปและเข้าสู่ระบบครั้งแรกเพื่อรับโบนัสฟรี', UR: 'ہماری ایپ انسٹال کریں اور پہلی بار لاگ ان کر کے مفت بونس حاصل کریں۔' },
    rule: { EN: 'The bonus is paid once per device and per account, after the first login in the app.', VI: 'Tiền thưởng được trả một lần cho mỗi thiết bị và mỗi tài khoản, sau lần đăng nhập đầu tiên trong ứng dụng.', CN: '每台设备、每个账户仅发放一次，在应用内首次登录后发放。', TH: 'โบนัสจ่ายครั้งเดียวต่ออุปกรณ์และต่อบัญชี หลังเข้าสู่ระบบในแอปครั้งแรก', UR: 'بونس ہر ڈیوائس اور ہر اکاؤنٹ کے لیے ایک بار، ایپ میں پہلے لاگ ان کے بعد دیا جاتا ہے۔' },
  },
  {
    id: 502, type: 'REFERRAL', maxBonus: 100, started: 60, ends: null,
    title: { EN: 'Invite friends, earn together', VI: 'Mời bạn bè, cùng nhận thưởng', CN: '邀请好友，一起赚', TH: 'ชวนเพื่อน รับรางวัลด้วยกัน', UR: 'دوستوں کو مدعو کریں، مل کر کمائیں', HI: 'दोस्तों को बुलाएँ, साथ कमाएँ', ID: 'Ajak teman, untung bersama' },
    summary: { EN: 'Share your referral link. When a friend registers and makes a first deposit, you both get a reward.', VI: 'Chia sẻ liên kết giới thiệu. Khi bạn bè đăng ký và nạp lần đầu, cả hai cùng nhận thưởng.', CN: '分享您的推荐链接。好友注册并首次存款后，双方均可获得奖励。', TH: 'แชร์ลิงก์แนะนำของคุณ เมื่อเพื่อนสมัครและฝากครั้งแรก รับรางวัลทั้งคู่', UR: 'اپنا ریفرل لنک شیئر کریں۔ جب دوست رجسٹر ہو کر پہلی بار رقم جمع کرائے تو دونوں کو انعام ملتا ہے۔' },
    content: {
      EN: '<h3>How it works</h3><ol><li>Copy your link or code on the <a href="/m/inviteFriends">invite page</a>.</li><li>Your friend registers with it and makes a first deposit.</li><li>You both receive the reward the following Monday.</li></ol>',
      VI: '<h3>Cách tham gia</h3><ol><li>Sao chép liên kết hoặc mã của bạn ở <a href="/m/inviteFriends">trang mời bạn</a>.</li><li>Bạn bè đăng ký bằng liên kết đó và nạp lần đầu.</li><li>Cả hai nhận thưởng vào thứ Hai tuần sau.</li></ol>',
      CN: '<h3>参与方式</h3><ol><li>在<a href="/m/inviteFriends">邀请页面</a>复制您的链接或邀请码。</li><li>好友使用它注册并首次存款。</li><li>双方于下周一获得奖励。</li></ol>',
      TH: '<h3>วิธีเข้าร่วม</h3><ol><li>คัดลอกลิงก์หรือรหัสของคุณที่<a href="/m/inviteFriends">หน้าชวนเพื่อน</a></li><li>เพื่อนสมัครด้วยลิงก์นั้นและฝากครั้งแรก</li><li>รับรางวัลทั้งคู่ในวันจันทร์ถัดไป</li></ol>',
      UR: '<h3>طریقہ</h3><ol><li><a href="/m/inviteFriends">دعوت کے صفحے</a> پر اپنا لنک یا کوڈ کاپی کریں۔</li><li>آپ کا دوست اس سے رجسٹر ہو کر پہلی بار رقم جمع کرائے۔</li><li>اگلے پیر کو دونوں کو انعام ملتا ہے۔</li></ol>',
    },
    rule: { EN: 'A friend counts once their first deposit is confirmed; rewards are paid every Monday.', VI: 'Bạn bè được tính khi lần nạp đầu tiên được xác nhận; thưởng được trả vào thứ Hai hằng tuần.', CN: '好友首次存款确认后计入；奖励每周一发放。', TH: 'นับเพื่อนเมื่อยืนยันการฝากครั้งแรกแล้ว รางวัลจ่ายทุกวันจันทร์', UR: 'دوست کی پہلی جمع شدہ رقم کی تصدیق کے بعد شمار ہوتا ہے؛ انعامات ہر پیر کو دیے جاتے ہیں۔' },
  },
  {
    id: 503, type: 'LOGIN', maxBonus: 30, started: 14, ends: 45,
    title: { EN: 'Daily sign-in rewards', VI: 'Điểm danh mỗi ngày', CN: '每日签到奖励', TH: 'รางวัลเช็กอินรายวัน', UR: 'روزانہ سائن ان انعامات', HI: 'रोज़ाना साइन-इन इनाम', ID: 'Hadiah absen harian' },
    summary: { EN: 'Sign in seven days in a row: each day pays a little more, and day seven pays the most.', VI: 'Điểm danh 7 ngày liên tiếp: mỗi ngày thưởng nhiều hơn, ngày thứ 7 thưởng lớn nhất.', CN: '连续签到七天：每天奖励递增，第七天奖励最多。', TH: 'เช็กอินติดต่อกัน 7 วัน รางวัลเพิ่มขึ้นทุกวัน วันที่ 7 ได้มากที่สุด', UR: 'لگاتار سات دن سائن ان کریں: ہر دن انعام بڑھتا ہے، ساتویں دن سب سے زیادہ۔' },
    rule: { EN: 'Missing a day starts the calendar again from day one.', VI: 'Bỏ lỡ một ngày sẽ bắt đầu lại từ ngày đầu tiên.', CN: '中断一天将从第一天重新开始。', TH: 'หากขาดหนึ่งวัน ปฏิทินจะเริ่มใหม่จากวันแรก', UR: 'ایک دن چھوٹ جائے تو کیلنڈر پہلے دن سے دوبارہ شروع ہوتا ہے۔' },
  },
  {
    id: 504, type: 'REGISTER', maxBonus: 80, started: 90, ends: null,
    title: { EN: 'New member tasks', VI: 'Nhiệm vụ tân thủ', CN: '新手任务', TH: 'ภารกิจสมาชิกใหม่', UR: 'نئے رکن کے کام', HI: 'नए सदस्य के टास्क', ID: 'Tugas member baru' },
    summary: { EN: 'Complete simple tasks in your first week (verify your phone, first deposit, first bet) and collect a reward for each.', VI: 'Hoàn thành nhiệm vụ đơn giản trong tuần đầu (xác minh điện thoại, nạp đầu, cược đầu) và nhận thưởng cho từng nhiệm vụ.', CN: '在第一周完成简单任务（验证手机、首次存款、首次投注），每项都有奖励。', TH: 'ทำภารกิจง่ายๆ ในสัปดาห์แรก (ยืนยันเบอร์ ฝากครั้งแรก เดิมพันครั้งแรก) รับรางวัลทุกภารกิจ', UR: 'پہلے ہفتے میں آسان کام مکمل کریں (فون کی تصدیق، پہلی جمع، پہلی شرط) اور ہر ایک کا انعام لیں۔' },
    rule: { EN: 'Tasks are open for seven days after registration.', VI: 'Nhiệm vụ mở trong bảy ngày sau khi đăng ký.', CN: '任务在注册后七天内开放。', TH: 'ภารกิจเปิดให้ทำ 7 วันหลังสมัคร', UR: 'کام رجسٹریشن کے بعد سات دن تک کھلے رہتے ہیں۔' },
  },
  {
    id: 505, type: 'SAVIOR', maxBonus: 500, started: 20, ends: null,
    title: { EN: 'Loss rescue', VI: 'Cứu trợ thua lỗ', CN: '亏损救援金', TH: 'โบนัสช่วยเหลือยอดเสีย', UR: 'نقصان ریسکیو', HI: 'लॉस रेस्क्यू', ID: 'Bonus penyelamat kekalahan' },
    summary: { EN: 'Had a bad day? Get back 5% of yesterday’s net loss, claimable every day.', VI: 'Một ngày không may? Nhận lại 5% số tiền thua ròng hôm qua, nhận mỗi ngày.', CN: '手气不好？每天可领取昨日净亏损的5%。', TH: 'วันไม่ดี? รับคืน 5% ของยอดเสียสุทธิเมื่อวาน รับได้ทุกวัน', UR: 'برا دن تھا؟ کل کے خالص نقصان کا 5% واپس لیں، روزانہ وصول کریں۔' },
    rule: { EN: 'The rescue is counted at midnight and can be claimed until the next midnight.', VI: 'Khoản cứu trợ được tính lúc nửa đêm và có thể nhận đến nửa đêm hôm sau.', CN: '救援金于午夜结算，可在次日午夜前领取。', TH: 'คำนวณตอนเที่ยงคืน และรับได้จนถึงเที่ยงคืนถัดไป', UR: 'ریسکیو آدھی رات کو شمار ہوتا ہے اور اگلی آدھی رات تک وصول کیا جا سکتا ہے۔' },
  },
  ...depositSeeds(),
  {
    id: 514, type: 'MISSION', maxBonus: 2000, started: 3, ends: 4,
    title: { EN: 'Weekly mission leaderboard', VI: 'Bảng xếp hạng nhiệm vụ tuần', CN: '每周任务排行榜', TH: 'กระดานผู้นำภารกิจประจำสัปดาห์', UR: 'ہفتہ وار مشن لیڈر بورڈ', HI: 'साप्ताहिक मिशन लीडरबोर्ड', ID: 'Papan peringkat misi mingguan' },
    summary: { EN: 'Finish missions to score points; the top 20 players of the week share the prize pool.', VI: 'Hoàn thành nhiệm vụ để ghi điểm; 20 người đứng đầu tuần chia nhau giải thưởng.', CN: '完成任务赚取积分，每周前20名瓜分奖池。', TH: 'ทำภารกิจเพื่อสะสมแต้ม ผู้เล่น 20 อันดับแรกของสัปดาห์แบ่งเงินรางวัล', UR: 'مشن مکمل کر کے پوائنٹس حاصل کریں؛ ہفتے کے پہلے 20 کھلاڑی انعامی رقم بانٹتے ہیں۔' },
    rule: { EN: 'The ranking closes every Sunday at 23:59; prizes are paid on Monday.', VI: 'Bảng xếp hạng đóng lúc 23:59 Chủ nhật; giải thưởng trả vào thứ Hai.', CN: '排名每周日23:59截止，奖金周一发放。', TH: 'ปิดอันดับทุกวันอาทิตย์ 23:59 จ่ายรางวัลวันจันทร์', UR: 'رینکنگ ہر اتوار 23:59 پر بند ہوتی ہے؛ انعامات پیر کو دیے جاتے ہیں۔' },
  },
  {
    id: 515, type: 'UPGRADE_BONUS', maxBonus: 8000, started: 120, ends: null,
    title: { EN: 'VIP upgrade bonus', VI: 'Thưởng thăng cấp VIP', CN: 'VIP晋级奖金', TH: 'โบนัสเลื่อนขั้น VIP', UR: 'VIP اپ گریڈ بونس', HI: 'VIP अपग्रेड बोनस', ID: 'Bonus naik level VIP' },
    summary: { EN: 'Every time you reach a new VIP level you receive its upgrade bonus, once per level.', VI: 'Mỗi lần lên cấp VIP mới, bạn nhận thưởng thăng cấp của cấp đó, một lần cho mỗi cấp.', CN: '每次晋升新的VIP等级，即可获得该等级的晋级奖金，每级一次。', TH: 'ทุกครั้งที่เลื่อนขั้น VIP ใหม่ รับโบนัสเลื่อนขั้นของระดับนั้น ระดับละครั้ง', UR: 'ہر بار نئے VIP لیول پر پہنچنے پر اس لیول کا اپ گریڈ بونس ملتا ہے، ہر لیول پر ایک بار۔' },
    rule: { EN: 'Only members whose VIP benefits are active can claim the upgrade bonus.', VI: 'Chỉ thành viên có quyền lợi VIP đang hoạt động mới nhận được thưởng thăng cấp.', CN: '仅VIP福利已启用的会员可领取晋级奖金。', TH: 'เฉพาะสมาชิกที่สิทธิประโยชน์ VIP เปิดใช้งานเท่านั้นที่รับโบนัสได้', UR: 'صرف وہی ارکان اپ گریڈ بونس لے سکتے ہیں جن کے VIP فوائد فعال ہوں۔' },
  },
];

/** The eight deposit promotions share their words: a name per step. */
function depositSeeds(): Seed[] {
  const steps: [string, ProperName, number][] = [
    ['FIRST_DEPOSIT', { EN: 'First deposit', VI: 'Nạp lần đầu', CN: '首存', TH: 'ฝากครั้งแรก', UR: 'پہلی جمع', HI: 'पहली जमा', ID: 'Deposit pertama' }, 100],
    ['SECOND_DEPOSIT', { EN: 'Second deposit', VI: 'Nạp lần hai', CN: '二存', TH: 'ฝากครั้งที่สอง', UR: 'دوسری جمع', HI: 'दूसरी जमा', ID: 'Deposit kedua' }, 50],
    ['THIRD_DEPOSIT', { EN: 'Third deposit', VI: 'Nạp lần ba', CN: '三存', TH: 'ฝากครั้งที่สาม', UR: 'تیسری جمع', HI: 'तीसरी जमा', ID: 'Deposit ketiga' }, 30],
    ['FOURTH_DEPOSIT', { EN: 'Fourth deposit', VI: 'Nạp lần bốn', CN: '四存', TH: 'ฝากครั้งที่สี่', UR: 'چوتھی جمع', HI: 'चौथी जमा', ID: 'Deposit keempat' }, 20],
    ['FIFTH_DEPOSIT', { EN: 'Fifth deposit', VI: 'Nạp lần năm', CN: '五存', TH: 'ฝากครั้งที่ห้า', UR: 'پانچویں جمع', HI: 'पाँचवीं जमा', ID: 'Deposit kelima' }, 10],
    ['DEPOSIT', { EN: 'Daily deposit', VI: 'Nạp hằng ngày', CN: '每日存款', TH: 'ฝากรายวัน', UR: 'روزانہ جمع', HI: 'रोज़ाना जमा', ID: 'Deposit harian' }, 5],
    ['DEPOSIT_COUNT', { EN: 'Deposit streak', VI: 'Chuỗi nạp tiền', CN: '连续存款', TH: 'ฝากต่อเนื่อง', UR: 'مسلسل جمع', HI: 'लगातार जमा', ID: 'Deposit beruntun' }, 0],
    ['DEPOSIT_BET_BONUS', { EN: 'Deposit and bet', VI: 'Nạp và cược', CN: '存款投注', TH: 'ฝากและเดิมพัน', UR: 'جمع اور شرط', HI: 'जमा और दांव', ID: 'Deposit dan taruhan' }, 0],
  ];
  const bonus: ProperName = { EN: 'bonus', VI: 'thưởng', CN: '奖金', TH: 'โบนัส', UR: 'بونس', HI: 'बोनस', ID: 'bonus' };
  return steps.map(([type, name, percent], i) => ({
    id: 506 + i, type, maxBonus: [1000, 800, 600, 400, 300, 200, 600, 1500][i]!, started: 45 - i * 3, ends: i < 5 ? null : 30 + i,
    title: Object.fromEntries(Object.entries(name).map(([lang, text]) => [lang, `${text} ${(bonus as Record<string, string>)[lang] ?? bonus.EN}${percent ? ` ${percent}%` : ''}`])) as ProperName,
    summary: percent
      ? { EN: `Deposit and receive a ${percent}% voucher on top, up to the maximum below.`, VI: `Nạp tiền và nhận thêm phiếu thưởng ${percent}%, tối đa như bên dưới.`, CN: `存款即可额外获得${percent}%代金券，上限见下方。`, TH: `ฝากเงินรับคูปองเพิ่ม ${percent}% สูงสุดตามที่ระบุด้านล่าง`, UR: `رقم جمع کریں اور اوپر سے ${percent}% واؤچر پائیں، نیچے دی گئی حد تک۔` }
      : type === 'DEPOSIT_COUNT'
        ? { EN: 'Deposit on five different days this month and unlock a streak voucher.', VI: 'Nạp tiền vào năm ngày khác nhau trong tháng để mở phiếu thưởng chuỗi.', CN: '本月在五个不同日期存款，即可解锁连续存款代金券。', TH: 'ฝากเงิน 5 วันที่แตกต่างกันในเดือนนี้ ปลดล็อกคูปองฝากต่อเนื่อง', UR: 'اس مہینے پانچ مختلف دنوں میں رقم جمع کریں اور اسٹریک واؤچر حاصل کریں۔' }
        : { EN: 'Deposit, then bet the same amount within 24 hours to unlock a voucher.', VI: 'Nạp tiền, sau đó cược số tiền tương đương trong 24 giờ để mở phiếu thưởng.', CN: '存款后24小时内投注等额即可解锁代金券。', TH: 'ฝากเงินแล้วเดิมพันยอดเท่ากันภายใน 24 ชั่วโมงเพื่อปลดล็อกคูปอง', UR: 'رقم جمع کریں، پھر 24 گھنٹوں میں اتنی ہی شرط لگا کر واؤچر حاصل کریں۔' },
    rule: { EN: 'Vouchers appear in the voucher centre and must be used within 7 days; 10× turnover applies.', VI: 'Phiếu thưởng xuất hiện trong trung tâm phiếu thưởng và phải dùng trong 7 ngày; áp dụng doanh thu cược 10 lần.', CN: '代金券将出现在代金券中心，须在7天内使用；需10倍流水。', TH: 'คูปองจะอยู่ในศูนย์คูปองและต้องใช้ภายใน 7 วัน ต้องทำยอด 10 เท่า', UR: 'واؤچر، واؤچر سینٹر میں ظاہر ہوتے ہیں اور 7 دن میں استعمال کرنا ضروری ہے؛ 10 گنا ٹرن اوور لاگو ہے۔' },
  }));
}

const COMMON_RULES: ProperName[] = [
  { EN: 'One account per person, household, device and IP address.', VI: 'Mỗi người, hộ gia đình, thiết bị và địa chỉ IP chỉ được một tài khoản.', CN: '每人、每户、每台设备及每个IP地址限一个账户。', TH: 'หนึ่งบัญชีต่อบุคคล ครัวเรือน อุปกรณ์ และที่อยู่ IP', UR: 'ہر شخص، گھرانے، ڈیوائس اور IP ایڈریس کے لیے ایک اکاؤنٹ۔' },
  { EN: 'The operator may change or end this promotion at any time and refuse abusive claims.', VI: 'Nhà điều hành có thể thay đổi hoặc kết thúc khuyến mãi bất cứ lúc nào và từ chối yêu cầu gian lận.', CN: '运营方可随时更改或终止本活动，并拒绝滥用行为。', TH: 'ผู้ให้บริการอาจเปลี่ยนแปลงหรือยุติโปรโมชั่นได้ทุกเมื่อ และปฏิเสธการรับสิทธิ์ที่ไม่สุจริต', UR: 'آپریٹر کسی بھی وقت یہ پروموشن بدل یا ختم کر سکتا ہے اور غلط دعوے مسترد کر سکتا ہے۔' },
];

const DAY = 86_400_000;
/** Amounts in the merchant's currency, from the baht-sized seed amounts. */
const SCALE: Record<string, number> = { VND: 700, THB: 1, PKR: 8, USD: 0.1, CNY: 0.2, INR: 2.5, IDR: 450, MMK: 60, PHP: 1.6, MYR: 0.13 };

/** The pictures on the image CDN: one per type, 780 × 390 (sandbox/cdn/promotions/). */
export const PROMOTION_IMAGE = { width: 780, height: 390 } as const;

type PromoMerchant = Pick<MerchantConfig, 'supportedLanguages' | 'country' | 'defaultLanguage'>;

function entry(seed: Seed, merchant: PromoMerchant, language: string, now: number): PromotionSummary {
  const scale = SCALE[countryForMerchant(merchant).currency] ?? 1;
  // Whole days, so a page's dates do not move while a test runs.
  const today = Math.floor(now / DAY) * DAY;
  return {
    id: seed.id,
    promotionType: seed.type,
    title: pick(seed.title, language, merchant.supportedLanguages),
    summary: pick(seed.summary, language, merchant.supportedLanguages),
    image: `/promotions/${seed.type.toLowerCase()}.svg`,
    imageWidth: PROMOTION_IMAGE.width,
    imageHeight: PROMOTION_IMAGE.height,
    startTime: today - seed.started * DAY,
    endTime: seed.ends === null ? null : today + seed.ends * DAY - 1000,
    maxBonus: seed.maxBonus === null ? null : Math.round(seed.maxBonus * scale),
  };
}

/** The list, newest first. */
export function promotionsFor(merchant: PromoMerchant, language: string, now = Date.now()): PromotionSummary[] {
  return SEEDS.map((s) => entry(s, merchant, language, now)).sort((a, b) => b.startTime - a.startTime);
}

export function promotionDetailFor(merchant: PromoMerchant, id: string, language: string, now = Date.now()): PromotionDetailValue | null {
  const seed = SEEDS.find((s) => String(s.id) === id);
  if (!seed) return null;
  const rules = [seed.rule, ...COMMON_RULES].map((r) => pick(r, language, merchant.supportedLanguages));
  const content = seed.content ? pick(seed.content, language, merchant.supportedLanguages) : null;
  return { ...entry(seed, merchant, language, now), rules, content };
}

/** Every promotion type the seeds cover (a test holds it to the manifest's table). */
export const PROMOTION_TYPES = SEEDS.map((s) => s.type);

// ---- VIP levels (MCSFE_getVipLevels) ----

const LEVEL_NAMES: ProperName[] = [
  { EN: 'VIP 0', VI: 'VIP 0', CN: 'VIP 0', TH: 'VIP 0', UR: 'VIP 0' },
  { EN: 'VIP 1 Bronze', VI: 'VIP 1 Đồng', CN: 'VIP 1 青铜', TH: 'VIP 1 บรอนซ์', UR: 'VIP 1 کانسی', HI: 'VIP 1 कांस्य', ID: 'VIP 1 Perunggu' },
  { EN: 'VIP 2 Silver', VI: 'VIP 2 Bạc', CN: 'VIP 2 白银', TH: 'VIP 2 ซิลเวอร์', UR: 'VIP 2 چاندی', HI: 'VIP 2 रजत', ID: 'VIP 2 Perak' },
  { EN: 'VIP 3 Gold', VI: 'VIP 3 Vàng', CN: 'VIP 3 黄金', TH: 'VIP 3 โกลด์', UR: 'VIP 3 سونا', HI: 'VIP 3 स्वर्ण', ID: 'VIP 3 Emas' },
  { EN: 'VIP 4 Platinum', VI: 'VIP 4 Bạch kim', CN: 'VIP 4 铂金', TH: 'VIP 4 แพลทินัม', UR: 'VIP 4 پلاٹینم', HI: 'VIP 4 प्लैटिनम', ID: 'VIP 4 Platinum' },
  { EN: 'VIP 5 Diamond', VI: 'VIP 5 Kim cương', CN: 'VIP 5 钻石', TH: 'VIP 5 ไดมอนด์', UR: 'VIP 5 ہیرا', HI: 'VIP 5 हीरा', ID: 'VIP 5 Berlian' },
];

export function vipLevelsFor(merchant: PromoMerchant, language: string): VipLevel[] {
  const scale = SCALE[countryForMerchant(merchant).currency] ?? 1;
  const money = (n: number) => Math.round(n * scale);
  return LEVEL_NAMES.map((name, level) => ({
    rankLevel: level,
    labelName: pick(name, language, merchant.supportedLanguages),
    requirement: { deposit: money([0, 1_000, 10_000, 50_000, 200_000, 1_000_000][level]!), turnover: money([0, 5_000, 50_000, 250_000, 1_000_000, 5_000_000][level]!) },
    benefits: {
      upgradeBonus: money([0, 50, 300, 1_200, 4_000, 8_000][level]!),
      monthlyBonus: money([0, 0, 100, 500, 1_500, 5_000][level]!),
      rebatePercent: [0.3, 0.4, 0.5, 0.7, 0.9, 1.2][level]!,
      dailyWithdrawals: [3, 5, 8, 10, 15, 20][level]!,
      dailyWithdrawalLimit: money([20_000, 50_000, 100_000, 300_000, 1_000_000, 3_000_000][level]!),
    },
  }));
}

// ---- referral programme (MCSFE_getReferralInfo) ----

export const REFERRAL_RULES: ProperName[] = [
  { EN: 'Share your link or code; a friend must register with it.', VI: 'Chia sẻ liên kết hoặc mã của bạn; bạn bè phải đăng ký bằng liên kết hoặc mã đó.', CN: '分享您的链接或邀请码，好友须通过它注册。', TH: 'แชร์ลิงก์หรือโค้ดของคุณ เพื่อนต้องสมัครผ่านลิงก์หรือโค้ดนั้น', UR: 'اپنا لنک یا کوڈ شیئر کریں؛ دوست کو اسی سے رجسٹر ہونا ہوگا۔' },
  { EN: 'A friend qualifies after a first deposit; the reward is paid every Monday.', VI: 'Bạn bè đủ điều kiện sau lần nạp đầu; thưởng được trả vào thứ Hai hằng tuần.', CN: '好友首次存款后即符合条件；奖励每周一发放。', TH: 'เพื่อนผ่านเงื่อนไขหลังฝากครั้งแรก รางวัลจ่ายทุกวันจันทร์', UR: 'پہلی جمع کے بعد دوست اہل ہو جاتا ہے؛ انعام ہر پیر کو دیا جاتا ہے۔' },
  { EN: 'Accounts of the same person or device do not count.', VI: 'Các tài khoản của cùng một người hoặc thiết bị không được tính.', CN: '同一人或同一设备的账户不计入。', TH: 'บัญชีของบุคคลหรืออุปกรณ์เดียวกันไม่นับ', UR: 'ایک ہی شخص یا ڈیوائس کے اکاؤنٹس شمار نہیں ہوتے۔' },
];

export function referralRewardFor(merchant: PromoMerchant): number {
  return Math.round(100 * (SCALE[countryForMerchant(merchant).currency] ?? 1));
}
