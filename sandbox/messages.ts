// Human messages for the error codes, in the request's `Language` (CN and TW get Chinese, every
// other language English). Each says what happened and what to do next. The codes themselves
// are the contract (docs/wire-contract.md section 5); the wording is not.

const MESSAGES: Record<string, [en: string, cn: string]> = {
  'merchant.unknown': ['Unknown merchant. Send a Merchant header with a configured merchantCode.', '未知商户，请在 Merchant 请求头中填写已配置的商户代码。'],
  CUSTOMER_NOT_LOGIN: ['Please log in.', '请先登录。'],
  'customer.not.login': ['Please log in.', '请先登录。'],
  'user.or.token.invalid': ['Your session is no longer valid. Please log in again.', '登录已失效，请重新登录。'],
  'login.not.session': ['Your session has ended. Please log in again.', '会话已结束，请重新登录。'],
  'decrypt.required': ['This call must be sent encrypted. Fetch the key and retry.', '此请求必须加密，请获取密钥后重试。'],
  'decrypt.failed': ['The request could not be decrypted. Fetch a new key and retry.', '请求解密失败，请重新获取密钥后重试。'],
  'request.invalid': ['The request body is not valid JSON.', '请求内容不是有效的 JSON。'],
  'not.found': ['No such API. Check the path.', '接口不存在，请检查路径。'],
  'method.not.allowed': ['This API does not take that method.', '该接口不支持此请求方法。'],
  'login.cred.err': ['Wrong user name or password. Check them and try again.', '用户名或密码错误，请检查后重试。'],
  'not.exists.user': ['This account does not exist. Check the user name or register.', '账号不存在，请检查用户名或先注册。'],
  login_verify_required: ['Please verify your identity to finish logging in.', '请完成身份验证以继续登录。'],
  token_ip_different: ['Your account was used from another network. Please log in again.', '账号在其他网络登录，请重新登录。'],
  bind_customer_required: ['No account is linked to this sign-in yet. Log in or register to link one.', '该登录方式尚未绑定账号，请登录或注册后绑定。'],
  'captcha.required': ['Please complete the captcha first.', '请先完成验证。'],
  'captcha.invalid': ['The captcha check failed. Please verify again.', '验证失败，请重新验证。'],
  'module.invalid': ['This registration needs the matching ModuleId header.', '注册请求缺少对应的 ModuleId 请求头。'],
  'username.invalid': ['The user name must be 4 to 16 letters or digits.', '用户名须为 4 到 16 位字母或数字。'],
  'password.invalid': ['The password must be at least 6 characters.', '密码至少 6 位。'],
  'member.exists': ['This user name is taken. Choose another one.', '该用户名已被注册，请换一个。'],
  'register.closed': ['We are not opening new accounts right now. Please try again later.', '目前暂停注册新账户，请稍后再试。'],
  'mobile.exists': ['This mobile number is already registered. Log in instead.', '该手机号已注册，请直接登录。'],
  'mobile.invalid': ['Enter a valid mobile number.', '请输入有效的手机号。'],
  TOO_MANY_REQUEST_SMS: ['A code was sent less than a minute ago. Please wait and try again.', '验证码发送过于频繁，请稍后再试。'],
  'verification.code.err': ['The verification code is wrong. Check it and try again.', '验证码错误，请检查后重试。'],
  'verification.code.expired': ['The verification code has expired. Request a new one.', '验证码已过期，请重新获取。'],
  'verify.method.invalid': ['This verification method is not available for this account. Choose another.', '该账号不支持此验证方式，请选择其他方式。'],
  'verify.field.required': ['Please fill in the verification field.', '请填写验证信息。'],
  'password.old.err': ['The current password is wrong.', '当前密码错误。'],
  'password.same': ['The new password must differ from the current one.', '新密码不能与当前密码相同。'],
  domain_not_available: ['This domain is not available. Please use another domain or contact support.', '当前域名不可用，请更换域名或联系客服。'],
  no_permissions: ['Your account does not have access to this.', '您的账号没有此权限。'],
  'feature.disabled': ['This feature is not enabled for this site.', '本站未开启此功能。'],
  'announcements.unavailable': ['Announcements are not available right now. Please try again later.', '公告暂时无法获取，请稍后再试。'],
  'game.lanes.unavailable': ['The game list is not available right now. Please try again later.', '游戏列表暂时无法获取，请稍后再试。'],
  'game.launch.failed': ['The game could not be started. Please try again later.', '游戏启动失败，请稍后再试。'],
  'game.params.invalid': ['The game launch parameters are incomplete.', '游戏启动参数不完整。'],
  'game.not.found': ['This game is not available on this site.', '本站没有该游戏。'],
  'language.invalid': ['This language is not supported.', '不支持该语言。'],
  'push.token.required': ['registrationToken is required.', '缺少 registrationToken。'],
  'events.invalid': ['events must be a JSON string of a list of events.', 'events 必须是事件列表的 JSON 字符串。'],
  'firebase.token.invalid': ['The sign-in token is not valid. Sign in again.', '登录凭证无效，请重新登录。'],
  'sandbox.error': ['The sandbox failed on this request; see its console.', '沙盒处理请求失败，请查看控制台。'],
};

export function messageFor(code: string, language: string | undefined): string {
  const chinese = /^(CN|TW|HK|ZH)/i.test(language ?? '');
  const forced = /^http\.(\d{3})$/.exec(code);
  if (forced) return chinese ? `沙盒场景强制返回 HTTP ${forced[1]}。` : `HTTP ${forced[1]} forced by a sandbox scenario.`;
  const pair = MESSAGES[code];
  if (!pair) return code;
  return chinese ? pair[1] : pair[0];
}

export const KNOWN_CODES = Object.keys(MESSAGES);
