import type { CORE_ERRORS } from '../errors.ts';

export const ja: Record<keyof typeof CORE_ERRORS, string> = {
  'common.not_logged_in': 'ログインしていないか、ログインの有効期限が切れました。もう一度ログインしてください',
  'common.server_error': 'エラーが発生しました。管理者に連絡してください',
  'common.network': 'ネットワークに問題があります。しばらくしてから再試行してください',
  'common.invalid_input': 'フォームを正しく入力してください',
  'common.forbidden': 'この操作の権限がありません（{{permission}}）',
  'common.not_found': 'レコードが存在しないか、削除されています',
  'common.stale_version': '開いた後に他の人がこのレコードを変更しました。再読み込みしてから変更をやり直してください',
  'common.conflict': '操作がレコードの現在の状態と競合しています',
  'common.concurrent_change':
    '関連するレコードが同時に変更されたため、何も保存されませんでした。もう一度お試しください',
  'common.duplicate_name': '名前はすでに存在します',
  'common.too_large': 'リクエストが大きすぎます',
  'common.rate_limited': 'リクエストが多すぎます。{{seconds}} 秒後に再試行してください',
  'common.idempotency_in_progress': '同じ操作がまだ処理中です',
  'common.idempotency_mismatch': 'この Idempotency-Key は別のリクエストですでに使用されています',
  'common.idempotency_done': 'この操作はすでに完了しています。再読み込みして結果を確認してください',
  'auth.csrf_invalid': 'ログインフォームの有効期限が切れました。ページを再読み込みしてから再試行してください',
  'auth.bad_credentials': 'ユーザー名またはパスワードが正しくありません',
  'auth.locked': 'ログインの失敗が多すぎるため、アカウントはロックされています。{{minutes}} 分後に再試行してください',
  'auth.rate_limited': 'このアドレスからのログイン試行が多すぎます。{{seconds}} 秒後に再試行してください',
  'auth.account_disabled': 'このアカウントは無効です',
  'auth.wrong_current_password': '現在のパスワードが正しくありません',
  'auth.password_reused': '新しいパスワードは現在のパスワードと異なる必要があります',
  'session.not_found': 'セッションが存在しないか、すでに終了しています',
  'session.current': '現在のセッションを終了するにはログアウトしてください',
  'upload.img_type': 'JPG または PNG の画像のみアップロードできます',
  'upload.img_size': '画像は最大 {{limit}} までです',
  'upload.img_error': '画像エラー：ファイルが壊れているか、実際の画像ではありません',
  'upload.img_dimensions': '画像は {{width}}x{{height}} ピクセルちょうどにしてください',
  'import.failed': 'インポートエラー',
  'supplier.suspended':
    'サプライヤーは停止中です（{{reason}}）。プラットフォームが再開するまで閲覧のみ可能で、変更はできません',
  'supplier.suspended_until':
    'サプライヤーは {{until}} まで停止中です（{{reason}}）。それまで閲覧のみ可能で、変更はできません',
  'supplier.banned_until':
    'サプライヤーは違反により {{until}} まで禁止されています（{{reason}}）。それまで閲覧のみ可能で、変更はできません',
};
