import Lint

/// Stable, platform-independent hashing for result fingerprints (SARIF
/// `partialFingerprints.primaryLocationLineHash`, GitLab `fingerprint`).
///
/// FNV-1a, 64-bit, over UTF-8 bytes; rendered as 16 lowercase hex digits. Never use
/// `Hasher`/`hashValue` here: they are seeded per process.
public enum Fingerprint {
  public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  public static let prime: UInt64 = 0x0000_0100_0000_01b3

  public static func fnv1a(_ text: String, seed: UInt64 = offsetBasis) -> UInt64 {
    var hash = seed
    for b in text.utf8 {
      hash ^= UInt64(b)
      hash = hash &* prime
    }
    return hash
  }

  @inline(__always)
  static func mix(_ hash: UInt64, _ b: UInt8) -> UInt64 {
    (hash ^ UInt64(b)) &* prime
  }

  /// 16 lowercase hex digits.
  public static func hex(_ value: UInt64) -> String {
    var bytes = [UInt8](repeating: 0x30, count: 16)
    var v = value
    for i in stride(from: 15, through: 0, by: -1) {
      bytes[i] = hexDigit(UInt8(truncatingIfNeeded: v & 0xF))
      v >>= 4
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Hash of the rule id and the line text with whitespace normalized: leading and
  /// trailing whitespace dropped, every inner run of spaces/tabs/line breaks collapsed to
  /// one space. Edits elsewhere in the file (lines added above) do not change it.
  public static func lineHash(ruleID: String, lineText: String) -> UInt64 {
    var hash = fnv1a(ruleID)
    hash = mix(hash, 0)
    var pendingSpace = false
    var started = false
    var lineText = lineText
    return lineText.withUTF8 { utf8 in
    for b in utf8 {
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C {
        if started { pendingSpace = true }
        continue
      }
      if pendingSpace { hash = mix(hash, 0x20); pendingSpace = false }
      started = true
      hash = mix(hash, b)
    }
    return hash
    }
  }

  /// The line hash of a finding: of its rule and its first line, or of its rule alone for a
  /// finding about the whole file (`Finding.isAboutWholeFile`: its line is whichever the file
  /// starts with, and editing it or adding a line above does not change the finding).
  public static func lineHash(of finding: Finding) -> UInt64 {
    lineHash(ruleID: finding.ruleID, lineText: finding.isAboutWholeFile ? "" : finding.lineText ?? "")
  }

  /// The line hash of a finding and its 1-based occurrence among earlier findings in the
  /// same file with the same rule and normalized line (`Finding.occurrence` when it is set:
  /// counted before a baseline left some out).
  struct LineHashKey: Equatable {
    var hash: UInt64
    var occurrence: Int
    var text: String { Fingerprint.hex(hash) + ":" + String(occurrence) }
  }

  static func lineHashKeys(_ findings: [Finding]) -> [LineHashKey] {
    struct Key: Hashable { var file: Int; var hash: UInt64 }
    var fileIndex: [String: Int] = [:]
    var seen: [Key: Int] = [:]
    var result: [LineHashKey] = []
    result.reserveCapacity(findings.count)
    var previousPath: String? = nil
    var file = 0
    findings.withUnsafeBufferPointer { findings in
      for i in 0..<findings.count {
        if findings[i].path != previousPath {
          let path = findings[i].path
          if let known = fileIndex[path] {
            file = known
          } else {
            file = fileIndex.count
            fileIndex[path] = file
          }
          previousPath = path
        }
        let hash = lineHash(of: findings[i])
        if let occurrence = findings[i].occurrence {
          result.append(LineHashKey(hash: hash, occurrence: occurrence))
          continue
        }
        let key = Key(file: file, hash: hash)
        let n = (seen[key] ?? 0) + 1
        seen[key] = n
        result.append(LineHashKey(hash: hash, occurrence: n))
      }
    }
    return result
  }

  /// `primaryLocationLineHash` values for `findings`, in order: `<hex>:<n>` where `n`
  /// (1-based) counts earlier findings in the same file with the same rule and
  /// normalized line.
  public static func primaryLocationLineHashes(_ findings: [Finding]) -> [String] {
    lineHashKeys(findings).map(\.text)
  }

  /// The `:n` of each finding's `primaryLocationLineHash`, in order.
  public static func occurrences(_ findings: [Finding]) -> [Int] {
    lineHashKeys(findings).map(\.occurrence)
  }
}
