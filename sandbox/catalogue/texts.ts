// The catalogue's words in every language a demo merchant speaks (manifest `languages.supported`:
// VI, EN, CN, TH, UR, HI, ID, MY = Burmese). Lane titles, category names and generic game names
// ("Baccarat", "Northern lottery") exist in all of them; a proper name of a traditional game
// ("Tien Len", "Pok Deng") has its local spelling where it comes from and EN elsewhere; brand
// names of games ("Fortune Tiger") are plain strings, the same in every language.

export const CATALOGUE_LANGUAGES = ['EN', 'VI', 'CN', 'TH', 'UR', 'HI', 'ID', 'MY'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/** A word in every catalogue language. */
export type Translated = Record<CatalogueLanguage, string>;
/** A proper name: EN plus the local spellings that exist. */
export type ProperName = { EN: string } & Partial<Translated>;
export type Name = string | Translated | ProperName;

/**
 * The text for a request's Language header: that language when the merchant supports it and the
 * text has it, else EN. TW and HK read the Chinese text (a merchant supporting CN).
 */
export function pick(name: Name, language: string, supported: readonly string[]): string {
  if (typeof name === 'string') return name;
  const wanted = /^(TW|HK|ZH)/.test(language) && supported.includes('CN') ? 'CN' : language;
  const own = supported.includes(wanted) ? (name as Partial<Record<string, string>>)[wanted] : undefined;
  return own ?? name.EN;
}

const t = (EN: string, VI: string, CN: string, TH: string, UR: string, HI: string, ID: string, MY: string): Translated => ({ EN, VI, CN, TH, UR, HI, ID, MY });

/** Lane titles; a lane of one category also names its card with its title. */
export const LANE_TITLES = {
  lottery: t('Lottery', 'Xổ số', '彩票', 'หวย', 'لاٹری', 'लॉटरी', 'Lotere', 'ထီ'),
  slots: t('Slots', 'Nổ hũ', '老虎机', 'สล็อต', 'سلاٹس', 'स्लॉट्स', 'Slot', 'စလော့ဂိမ်း'),
  live: t('Live casino', 'Casino trực tuyến', '真人娱乐场', 'คาสิโนสด', 'لائیو کیسینو', 'लाइव कैसीनो', 'Kasino langsung', 'တိုက်ရိုက်ကာစီနို'),
  cards: t('Card games', 'Game bài', '棋牌游戏', 'เกมไพ่', 'تاش کے کھیل', 'कार्ड गेम्स', 'Permainan kartu', 'ဖဲဂိမ်းများ'),
  fishing: t('Fishing', 'Bắn cá', '捕鱼', 'ยิงปลา', 'مچھلی کا شکار', 'मछली शिकार', 'Tembak ikan', 'ငါးပစ်ဂိမ်း'),
  sports: t('Sports', 'Thể thao', '体育', 'กีฬา', 'اسپورٹس', 'स्पोर्ट्स', 'Olahraga', 'အားကစား'),
  esports: t('E-sports', 'Thể thao điện tử', '电子竞技', 'อีสปอร์ต', 'ای اسپورٹس', 'ई-स्पोर्ट्स', 'E-sport', 'အီးစပို့'),
} satisfies Record<string, Translated>;

/** Category names of the lottery lane's two cards. */
export const CATEGORY_NAMES = {
  LOTT: t('Vietnam Lotto', 'Xổ số Việt Nam', '越南彩票', 'หวยเวียดนาม', 'ویتنام لاٹری', 'वियतनाम लॉटरी', 'Lotere Vietnam', 'ဗီယက်နမ်ထီ'),
  ELOTT: t('E-Lotto', 'Xổ số điện toán', '电子彩票', 'หวยออนไลน์', 'ای لاٹری', 'ई-लॉटरी', 'Lotere elektronik', 'အီလက်ထရောနစ်ထီ'),
} satisfies Record<string, Translated>;

/** Generic game names: what the game is, translated. */
export const GAME_NAMES = {
  northern: t('Northern lottery', 'Xổ số Miền Bắc', '北部彩票', 'หวยเวียดนามภาคเหนือ', 'شمالی لاٹری', 'उत्तरी लॉटरी', 'Lotere Utara', 'မြောက်ပိုင်းထီ'),
  southern: t('Southern lottery', 'Xổ số Miền Nam', '南部彩票', 'หวยเวียดนามภาคใต้', 'جنوبی لاٹری', 'दक्षिणी लॉटरी', 'Lotere Selatan', 'တောင်ပိုင်းထီ'),
  central: t('Central lottery', 'Xổ số Miền Trung', '中部彩票', 'หวยเวียดนามภาคกลาง', 'وسطی لاٹری', 'मध्य लॉटरी', 'Lotere Tengah', 'အလယ်ပိုင်းထီ'),
  fast45: t('45-second lottery', 'Siêu tốc 45 giây', '45秒极速彩', 'หวยด่วน 45 วินาที', '45 سیکنڈ لاٹری', '45 सेकंड लॉटरी', 'Lotere 45 detik', '၄၅ စက္ကန့်ထီ'),
  vip5: t('5-minute VIP lottery', 'Xổ số VIP 5 phút', '5分钟VIP彩', 'หวย VIP 5 นาที', '5 منٹ VIP لاٹری', '5 मिनट VIP लॉटरी', 'Lotere VIP 5 menit', '၅ မိနစ် VIP ထီ'),
  thaiGov: t('Thai government lottery', 'Xổ số Chính phủ Thái Lan', '泰国政府彩票', 'หวยรัฐบาลไทย', 'تھائی سرکاری لاٹری', 'थाई सरकारी लॉटरी', 'Lotere Pemerintah Thailand', 'ထိုင်းအစိုးရထီ'),
  lao: t('Lao lottery', 'Xổ số Lào', '老挝彩票', 'หวยลาว', 'لاؤس لاٹری', 'लाओस लॉटरी', 'Lotere Laos', 'လာအိုထီ'),
  hanoi: t('Hanoi lottery', 'Xổ số Hà Nội', '河内彩票', 'หวยฮานอย', 'ہنوئی لاٹری', 'हनोई लॉटरी', 'Lotere Hanoi', 'ဟနွိုင်းထီ'),
  keno: t('Keno', 'Keno', '基诺', 'คีโน', 'کینو', 'केनो', 'Keno', 'ကီနို'),
  baccarat: t('Baccarat', 'Baccarat', '百家乐', 'บาคาร่า', 'بکارا', 'बैकारेट', 'Bakarat', 'ဘာကာရာ'),
  dragonTiger: t('Dragon Tiger', 'Rồng Hổ', '龙虎', 'เสือมังกร', 'ڈریگن ٹائیگر', 'ड्रैगन टाइगर', 'Naga Harimau', 'နဂါးကျား'),
  blackjack: t('Blackjack', 'Xì dách', '二十一点', 'แบล็คแจ็ค', 'بلیک جیک', 'ब्लैकजैक', 'Blackjack', 'ဘလက်ဂျက်'),
  sicBo: t('Sic Bo', 'Tài xỉu', '骰宝', 'ซิกโบ', 'سک بو', 'सिक बो', 'Sic Bo', 'စစ်ဘို'),
  roulette: t('Roulette', 'Cò quay', '轮盘', 'รูเล็ต', 'رولیٹ', 'रूलेट', 'Rolet', 'ရူးလက်'),
  fishPrawnCrab: t('Fish Prawn Crab', 'Bầu Cua Tôm Cá', '鱼虾蟹', 'น้ำเต้าปูปลา', 'مچھلی جھینگا کیکڑا', 'मछली झींगा केकड़ा', 'Ikan Udang Kepiting', 'ငါးပုစွန်ကဏန်း'),
  holdem: t("Texas Hold'em", 'Poker Texas', '德州扑克', 'เท็กซัสโฮลเด็ม', 'ٹیکساس ہولڈم', 'टेक्सास होल्डम', "Texas Hold'em", 'တက္ကဆက်ဟိုးလ်ဒမ်'),
  rummy: t('Rummy', 'Rummy', '拉米牌', 'รัมมี่', 'رمی', 'रमी', 'Remi', 'ရမ်မီ'),
  sportsbook: t('Sportsbook', 'Cá cược thể thao', '体育投注', 'เดิมพันกีฬา', 'اسپورٹس بیٹنگ', 'स्पोर्ट्सबुक', 'Taruhan olahraga', 'အားကစားလောင်းကြေး'),
  football: t('Football', 'Bóng đá', '足球', 'ฟุตบอล', 'فٹبال', 'फुटबॉल', 'Sepak bola', 'ဘောလုံး'),
  virtualFootball: t('Virtual football', 'Bóng đá ảo', '虚拟足球', 'ฟุตบอลเสมือน', 'ورچوئل فٹبال', 'वर्चुअल फुटबॉल', 'Sepak bola virtual', 'ဗာချွယ်ဘောလုံး'),
  virtualBasketball: t('Virtual basketball', 'Bóng rổ ảo', '虚拟篮球', 'บาสเกตบอลเสมือน', 'ورچوئل باسکٹ بال', 'वर्चुअल बास्केटबॉल', 'Bola basket virtual', 'ဗာချွယ်ဘတ်စကက်ဘော'),
  cricket: t('Cricket', 'Cricket', '板球', 'คริกเก็ต', 'کرکٹ', 'क्रिकेट', 'Kriket', 'ခရစ်ကတ်'),
  esportsBook: t('E-sports betting', 'Cá cược thể thao điện tử', '电竞投注', 'เดิมพันอีสปอร์ต', 'ای اسپورٹس بیٹنگ', 'ई-स्पोर्ट्स बेटिंग', 'Taruhan e-sport', 'အီးစပို့လောင်းကြေး'),
} satisfies Record<string, Translated>;

/** Traditional games: their own name, in the script of the place they come from. */
export const PROPER_NAMES = {
  tienLen: { EN: 'Tien Len', VI: 'Tiến Lên Miền Nam' },
  xocDia: { EN: 'Xoc Dia', VI: 'Xóc Đĩa' },
  pokDeng: { EN: 'Pok Deng', TH: 'ป๊อกเด้ง' },
  thaiHiLo: { EN: 'Thai Hi-Lo', TH: 'ไฮโลไทย' },
  andarBahar: { EN: 'Andar Bahar', HI: 'अंदर बाहर', UR: 'اندر باہر' },
  teenPatti: { EN: 'Teen Patti', HI: 'तीन पत्ती', UR: 'تین پتی' },
  niuNiu: { EN: 'Niu Niu', CN: '牛牛' },
} satisfies Record<string, ProperName>;
